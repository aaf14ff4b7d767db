import { describe, expect, it } from "vitest";
import {
  decAdd, decCmp, decMulInt, decSub, fromUnits, isDecimal, toUnits, trimDecimal, valuationOf,
} from "@/lib/contracts/decimal";

/**
 * Property tests of lib/contracts/decimal.ts against a reference written here from the documented meaning:
 * a decimal string is a value with six decimals kept (further digits cut off, toward zero), and results are
 * written with `decimals` places, cut off toward zero, never as "-0…". The reference works differently from
 * the code under test (it scales the whole digit string at once and formats by integer division in the target
 * scale), so a shared mistake is unlikely.
 */

const cases = 10_000;
const SCALE = 6;

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T,>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join("");
  return { next, int, pick, digits };
}
type Rand = ReturnType<typeof prng>;

/** A random valid decimal string: signs, zeros, leading and trailing zeros, long integers, many decimals. */
function randomDecimal(r: Rand): string {
  const kind = r.int(0, 9);
  if (kind === 0) return r.pick(["0", "-0", "0.0", "-0.000", "000", "0.0000000", "-0.0000001", "1", "-1"]);
  const sign = r.next() < 0.4 ? "-" : "";
  const whole =
    kind <= 3 ? "0" : kind <= 6 ? String(r.int(0, 9999)) : kind === 7 ? r.digits(r.int(1, 22)) : `00${r.int(0, 99)}`;
  const fracLength = r.pick([0, 0, 1, 2, 3, 4, 4, 4, 5, 6, 7, 9, 12]);
  let frac = r.digits(fracLength);
  if (fracLength > 0 && r.next() < 0.25) frac = frac.slice(0, r.int(0, fracLength - 1)).padEnd(fracLength, "0");
  return fracLength > 0 ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}

/** Reference parse: all digits as one integer, then rescaled to six decimals (BigInt division cuts toward zero). */
function refUnits(value: string): bigint {
  const negative = value.startsWith("-");
  const body = negative ? value.slice(1) : value;
  const [whole, frac = ""] = body.split(".");
  const all = BigInt(`${whole}${frac}`);
  const units = frac.length >= SCALE
    ? all / 10n ** BigInt(frac.length - SCALE)
    : all * 10n ** BigInt(SCALE - frac.length);
  return negative ? -units : units;
}

/** Reference format: the value in the target scale (cut toward zero), then the point put in by position. */
function refFormat(units: bigint, decimals = 4): string {
  const d = Math.max(0, decimals);
  const scaled = d >= SCALE ? units * 10n ** BigInt(d - SCALE) : units / 10n ** BigInt(SCALE - d);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(d + 1, "0");
  const text = d === 0 ? digits : `${digits.slice(0, digits.length - d)}.${digits.slice(digits.length - d)}`;
  return negative ? `-${text}` : text;
}

function refIsDecimal(value: string): boolean {
  let i = value.startsWith("-") ? 1 : 0;
  const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
  const start = i;
  while (isDigit(value[i])) i++;
  if (i === start) return false;
  if (i === value.length) return true;
  if (value[i] !== ".") return false;
  const fracStart = ++i;
  while (isDigit(value[i])) i++;
  return i > fracStart && i === value.length;
}

function refTrim(value: string): string {
  if (!value.includes(".")) return value;
  const [whole, frac] = value.split(".") as [string, string];
  let end = frac.length;
  while (end > 0 && frac[end - 1] === "0") end--;
  return end === 0 ? whole : `${whole}.${frac.slice(0, end)}`;
}

/** Runs `check` on `cases` generated inputs; on the first mismatch, fails with the input that caused it. */
function forAll<T>(seed: number, generate: (r: Rand) => T, check: (input: T) => void) {
  const r = prng(seed);
  for (let n = 0; n < cases; n++) {
    const input = generate(r);
    try {
      check(input);
    } catch (err) {
      throw new Error(`case ${n} (seed ${seed}) failed for ${JSON.stringify(input, (_, v) => (typeof v === "bigint" ? `${v}n` : v))}: ${(err as Error).message}`);
    }
  }
}

const pair = (r: Rand) => [randomDecimal(r), randomDecimal(r)] as const;

describe("decimal.ts against a BigInt reference (10,000 seeded cases each)", () => {
  it("the reference itself agrees with hand-worked values", () => {
    expect(refUnits("-12.3456789")).toBe(-12_345_678n);
    expect(refUnits("0.1")).toBe(100_000n);
    expect(refFormat(-12_345_678n, 4)).toBe("-12.3456");
    expect(refFormat(-50n, 4)).toBe("0.0000");
    expect(refFormat(1_500_000n, 8)).toBe("1.50000000");
    expect(refFormat(1_999_999n, 0)).toBe("1");
    expect(refTrim("300.0000")).toBe("300");
    expect(refIsDecimal("1.")).toBe(false);
  });

  it("toUnits", () => {
    forAll(1, randomDecimal, (a) => expect(toUnits(a)).toBe(refUnits(a)));
  });

  it("fromUnits, for every number of decimals from 0 to 8", () => {
    forAll(2, (r) => {
      const magnitude = r.pick([1, 10, 1_000_000, 1_000_000_000_000, Number.MAX_SAFE_INTEGER]);
      const units = BigInt(r.int(-magnitude, magnitude)) * (r.next() < 0.2 ? 10n ** 12n : 1n);
      return { units, decimals: r.int(0, 8) };
    }, ({ units, decimals }) => expect(fromUnits(units, decimals)).toBe(refFormat(units, decimals)));
  });

  it("fromUnits(·, 6) and toUnits are inverse", () => {
    forAll(3, (r) => BigInt(r.int(-1e15, 1e15)), (u) => expect(toUnits(fromUnits(u, 6))).toBe(u));
  });

  it("decAdd", () => {
    forAll(4, pair, ([a, b]) => {
      expect(decAdd(a, b)).toBe(refFormat(refUnits(a) + refUnits(b)));
      expect(decAdd(a, b)).toBe(decAdd(b, a));
    });
  });

  it("decAdd with a chosen number of decimals", () => {
    forAll(5, (r) => ({ a: randomDecimal(r), b: randomDecimal(r), d: r.int(0, 8) }), ({ a, b, d }) =>
      expect(decAdd(a, b, d)).toBe(refFormat(refUnits(a) + refUnits(b), d)));
  });

  it("decSub", () => {
    forAll(6, pair, ([a, b]) => {
      expect(decSub(a, b)).toBe(refFormat(refUnits(a) - refUnits(b)));
      expect(decSub(a, a)).toBe("0.0000");
    });
  });

  it("decCmp", () => {
    forAll(7, pair, ([a, b]) => {
      const d = refUnits(a) - refUnits(b);
      expect(decCmp(a, b)).toBe(d === 0n ? 0 : d < 0n ? -1 : 1);
      expect(decCmp(b, a)).toBe(-decCmp(a, b) || 0);
    });
  });

  it("decMulInt, with number and bigint factors", () => {
    forAll(8, (r) => {
      const n = r.pick([0, 1, -1, r.int(-1000, 1000), r.int(-1e12, 1e12)]);
      return { a: randomDecimal(r), n: r.next() < 0.5 ? n : BigInt(n) };
    }, ({ a, n }) => expect(decMulInt(a, n)).toBe(refFormat(refUnits(a) * BigInt(n))));
  });

  it("valuationOf = per-pack × packs + loose (docs/requirements.md §9)", () => {
    forAll(9, (r) => ({ perPack: randomDecimal(r), packs: r.int(0, 100_000), loose: randomDecimal(r) }), (v) =>
      expect(valuationOf(v.perPack, v.packs, v.loose)).toBe(refFormat(refUnits(v.perPack) * BigInt(v.packs) + refUnits(v.loose))));
  });

  it("trimDecimal keeps the value and drops only trailing fraction zeros", () => {
    forAll(10, (r) => (r.next() < 0.5 ? randomDecimal(r) : fromUnits(refUnits(randomDecimal(r)), r.int(0, 8))), (a) => {
      const trimmed = trimDecimal(a);
      expect(trimmed).toBe(refTrim(a));
      expect(refUnits(trimmed)).toBe(refUnits(a));
      expect(trimmed).not.toMatch(/\.\d*0$|\.$/);
    });
  });

  it("isDecimal, on valid and on garbled strings", () => {
    forAll(11, (r) => {
      if (r.next() < 0.3) return randomDecimal(r);
      return Array.from({ length: r.int(0, 8) }, () => r.pick([..."-0123456789.+ e,x"])).join("");
    }, (s) => expect(isDecimal(s)).toBe(refIsDecimal(s)));
  });

  it("toUnits refuses what isDecimal refuses", () => {
    for (const bad of ["", "-", ".5", "1.", "1e5", "+1", "1,5", "--1", "1.2.3", "abc"]) {
      expect(isDecimal(bad)).toBe(false);
      expect(() => toUnits(bad)).toThrow();
    }
  });
});
