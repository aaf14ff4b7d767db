"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * Rows in the page's HTML (and hydrated with it): about a screenful. The rest follow a step per frame: the
 * browser lays out what a frame added, so adding 150 rows at once cost one frame of 150-300 ms on a 200-row
 * page. Part of each frame's cost is the whole table's (about 30 ms for 200 rows on a busy 2-core machine),
 * so small steps only make more frames, each as long; 32 rows keep a frame near 45 ms there.
 */
const firstRows = 16;
const rowsPerFrame = 32;

export interface Steps<R> {
  page: R[];
  /** How many of the page's rows are shown. */
  count: number;
  /** The rows shown before this page came: they keep their places (and elements) until a step replaces them. */
  before: R[];
}

/** The rows shown: the page's first `count`, then, in the places the page has, the rows shown before it. */
export const rowsOf = <R>(s: Steps<R>): R[] =>
  s.count >= s.page.length ? s.page.slice(0, s.count) : [...s.page.slice(0, s.count), ...s.before.slice(s.count, s.page.length)];

/**
 * The rows a table shows of its page: its first rows at once, then a step per frame. A new page replaces
 * the rows shown before it step by step, reusing their elements (rows are keyed by position), instead of
 * removing them and adding the new ones again. `settled` is false until every row is the page's own.
 */
export function useShownRows<R>(page: R[]): { rows: R[]; settled: boolean; replacing: boolean } {
  const [steps, setSteps] = useState<Steps<R>>(() => ({ page, count: Math.min(page.length, firstRows), before: [] }));
  let current = steps;
  if (steps.page !== page) {
    current = { page, count: Math.min(page.length, firstRows), before: rowsOf(steps) };
    setSteps(current);
  }
  const settled = current.count >= page.length;
  const count = current.count;
  useEffect(() => {
    if (settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after a frame, so no frame lays out two steps
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setSteps((s) => (s.page === page ? { ...s, count: s.count + rowsPerFrame } : s))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [page, count, settled]);
  return { rows: rowsOf(current), settled, replacing: !settled && current.before.length > count };
}
