"use client";

import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * Rows in the page's HTML (and hydrated with it): about a screenful, which on a phone is a few cards. The rest follow a step per frame: the
 * browser lays out what a frame added, so adding 150 rows at once cost one frame of 150-300 ms on a 200-row
 * page. A step's size follows what the last step cost, so that a step stays a short task on a slow phone
 * (a fixed 32 rows made tasks of 200 ms on a phone, a tenth of them as cards) and few steps on a desktop.
 */
const firstRows = { desktop: 16, phone: 6 };
/**
 * What a step's render and commit may cost; its layout, a task of its own, costs about as much. Well under the
 * 50 ms after which a task counts as blocking, on a phone four times slower than the machine that measured it.
 */
const stepBudgetMs = 8;
const firstStep = 8;
const maxStep = 64;

/** The next step's size, from the last step's: as many rows as the budget holds at the last step's cost per row. */
export function nextStep(lastRows: number, lastMs: number): number {
  if (lastRows <= 0 || !(lastMs > 0)) return firstStep;
  return Math.max(1, Math.min(maxStep, Math.floor((stepBudgetMs * lastRows) / lastMs)));
}

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
export function useShownRows<R>(page: R[], phone = false): { rows: R[]; settled: boolean; replacing: boolean } {
  const first = phone ? firstRows.phone : firstRows.desktop;
  const [steps, setSteps] = useState<Steps<R>>(() => ({ page, count: Math.min(page.length, first), before: [] }));
  const last = useRef<{ rows: number; startedAt: number } | null>(null);
  const size = useRef(firstStep);
  let current = steps;
  if (steps.page !== page) {
    current = { page, count: Math.min(page.length, first), before: rowsOf(steps) };
    setSteps(current);
  }
  const settled = current.count >= page.length;
  const count = current.count;
  useLayoutEffect(() => {
    // the step just committed: from its start to here is its render and commit, about what its layout costs again
    if (last.current) size.current = nextStep(last.current.rows, performance.now() - last.current.startedAt);
    last.current = null;
  }, [count]);
  useEffect(() => {
    if (settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after a frame, so no frame lays out two steps
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const rows = size.current;
        last.current = { rows, startedAt: performance.now() };
        startTransition(() => setSteps((s) => (s.page === page ? { ...s, count: s.count + rows } : s)));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [page, count, settled]);
  return { rows: rowsOf(current), settled, replacing: !settled && current.before.length > count };
}
