/** Small timing helpers for the purchasing benches: interleaved samples, percentiles, formatted lines. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

/** Runs the cases in turn, round after round, so drift (other load on the machine) hits them alike. */
export async function sample(cases: Record<string, () => Promise<unknown>>, rounds: number, warmup = 20) {
  const out: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let i = 0; i < warmup + rounds; i++) {
    for (const [name, fn] of Object.entries(cases)) {
      const t = performance.now();
      await fn();
      if (i >= warmup) out[name]!.push(performance.now() - t);
    }
  }
  return out;
}

export const ms = (x: number) => `${x.toFixed(2)} ms`;
export const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");
