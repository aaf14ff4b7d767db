"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * Rows in the page's HTML (and hydrated with it); the rest follow a step per frame. The browser lays out
 * what a frame added, so adding 150 rows at once cost one frame of 150-300 ms on a 200-row page, and each
 * step's script, style and layout stay well under the 50 ms that blocks input.
 */
const firstRows = 25;
const rowsPerFrame = 25;

interface Steps<R> {
  page: R[];
  /** How many of the page's rows are shown. */
  count: number;
  /** The rows shown before this page came: they keep their places (and elements) until a step replaces them. */
  before: R[];
}

const rowsOf = <R>(s: Steps<R>): R[] =>
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
    // after the frame that shows this step, so no frame lays out two steps
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
