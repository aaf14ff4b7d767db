"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * Rows in the page's HTML (and hydrated with it): about a screenful. The rest follow a step per frame: the
 * browser lays out what a frame added, so adding 150 rows at once cost one frame of 150-300 ms on a 200-row
 * page. A step is sized so that its frame's style, layout and paint take about `frameBudgetMs`, measured on
 * the previous step: more rows on a fast device, fewer on a slow or busy one.
 */
const firstRows = 16;
const stepRange = [8, 48] as const;
const frameBudgetMs = 20;

export interface Steps<R> {
  page: R[];
  /** How many of the page's rows are shown. */
  count: number;
  /** The rows shown before this page came: they keep their places (and elements) until a step replaces them. */
  before: R[];
  /** Rows the last step added (the first: those shown at once). */
  step: number;
}

/** The rows shown: the page's first `count`, then, in the places the page has, the rows shown before it. */
export const rowsOf = <R>(s: Steps<R>): R[] =>
  s.count >= s.page.length ? s.page.slice(0, s.count) : [...s.page.slice(0, s.count), ...s.before.slice(s.count, s.page.length)];

/** The next step's rows, from the last step's and the time its frame took: at most halved or doubled, within `stepRange`. */
export function nextStep(step: number, spentMs: number): number {
  const fit = (step * frameBudgetMs) / Math.max(1, spentMs);
  return Math.round(Math.min(stepRange[1], step * 2, Math.max(stepRange[0], step / 2, fit)));
}

/**
 * The rows a table shows of its page: its first rows at once, then a step per frame. A new page replaces
 * the rows shown before it step by step, reusing their elements (rows are keyed by position), instead of
 * removing them and adding the new ones again. `settled` is false until every row is the page's own.
 */
export function useShownRows<R>(page: R[]): { rows: R[]; settled: boolean; replacing: boolean } {
  const [steps, setSteps] = useState<Steps<R>>(() => ({ page, count: Math.min(page.length, firstRows), before: [], step: firstRows }));
  let current = steps;
  if (steps.page !== page) {
    current = { page, count: Math.min(page.length, firstRows), before: rowsOf(steps), step: steps.step };
    setSteps(current);
  }
  const settled = current.count >= page.length;
  const count = current.count;
  useEffect(() => {
    if (settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // from a frame callback to a task after that frame: the time the frame spent showing this step
    const frame = requestAnimationFrame(() => {
      const shownAt = performance.now();
      timer = setTimeout(() => {
        const spent = performance.now() - shownAt;
        startTransition(() =>
          setSteps((s) => {
            if (s.page !== page) return s;
            const step = nextStep(s.step, spent);
            return { ...s, count: s.count + step, step };
          }),
        );
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [page, count, settled]);
  return { rows: rowsOf(current), settled, replacing: !settled && current.before.length > count };
}
