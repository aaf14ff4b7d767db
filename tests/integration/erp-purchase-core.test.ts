import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { datePresets, presetRange } from "@/lib/contracts/common";
import { decAdd, decCmp, decMulInt, decSub, trimDecimal, valuationOf } from "@/lib/contracts/decimal";
import { AppError } from "@/services/core/errors";
import { columnLetters, contentDisposition, decimalCell, escapeFormula, rowXml } from "@/services/core/export";
import { decodeCursor, encodeCursor, escapeLike, inPreset, type KeyType } from "@/services/core/list";

describe("decimal arithmetic (shared by forms and service)", () => {
  it("is exact where floats are not", () => {
    expect(decAdd("0.1", "0.2")).toBe("0.3000");
    expect(decSub("100", "0.0001")).toBe("99.9999");
    expect(decMulInt("0.3333", 3)).toBe("0.9999");
    expect(valuationOf("12.5", 8, "0.25")).toBe("100.2500");
    expect(decCmp("99999999999999.9999", "99999999999999.9998")).toBe(1);
    expect(decSub("1", "3")).toBe("-2.0000");
    expect(trimDecimal("12.5000")).toBe("12.5");
    expect(trimDecimal("300.0000")).toBe("300");
  });
});

describe("keyset cursor", () => {
  it("round-trips, and refuses tampering with 400 before any SQL", () => {
    const c = encodeCursor("-podate", "2026-01-31", 42);
    expect(decodeCursor(c, "-podate", "date")).toEqual({ value: "2026-01-31", id: 42 });
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    for (const [raw, key, type] of [
      [c, "podate", "date"],
      [forged(["-podate", "2026-02-30x", 1]), "-podate", "date"],
      [forged(["amount", "1; drop", 1]), "amount", "numeric"],
      [forged(["amount", "1", -1]), "amount", "numeric"],
      [forged(["amount", "1", 2 ** 40]), "amount", "numeric"],
      [forged(["x", "1"]), "x", "text"],
      ["%%%", "x", "text"],
      [forged(["created", "2026-01-01 00:00", 1]), "created", "timestamptz"],
    ] as const) {
      expect(() => decodeCursor(raw, key, type), String(raw)).toThrow(AppError);
    }
  });

  it("refuses well-formed cursors whose value the sort column's type cannot hold, and takes its real extremes", () => {
    const forged = (k: string, v: string) => Buffer.from(JSON.stringify([k, v, 17])).toString("base64url");
    const impossible: Array<[KeyType, string]> = [
      ["date", "0000-01-01"], ["date", "2026-02-30"], ["date", "2025-02-29"], ["date", "2026-04-31"], ["date", "2026-13-01"],
      ["timestamptz", "2026-02-31T10:00:00.000000Z"], ["timestamptz", "2026-01-01T24:00:00.000000Z"],
      ["timestamptz", "2026-01-01T23:60:00.000000Z"], ["timestamptz", "0000-01-01T00:00:00.000000Z"],
      ["int", "2147483648"], ["int", "-2147483649"], ["int", "9999999999"],
      ["numeric", "1234567890123456789"], ["numeric", "1e5"], ["numeric", "NaN"],
      ["text", "a\u0000b"], ["text", "\ud800"], ["bool", "1"],
    ];
    for (const [type, v] of impossible) {
      expect(() => decodeCursor(forged("k", v), "k", type), `${type} ${v}`).toThrow(AppError);
    }
    const possible: Array<[KeyType, string]> = [
      ["date", "2024-02-29"], ["date", "0001-01-01"], ["date", "9999-12-31"], ["timestamptz", "2024-02-29T23:59:59.999999Z"],
      ["int", "2147483647"], ["int", "-2147483648"], ["numeric", "-99999999999999.9999"], ["text", "PO-1 ' 中文"], ["bool", "false"],
    ];
    for (const [type, v] of possible) expect(decodeCursor(forged("k", v), "k", type), `${type} ${v}`).toEqual({ value: v, id: 17 });
  });

  it("escapes LIKE wildcards in user input", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("docs/requirements.md §9 date ranges", () => {
  it("the form's presetRange() and the service's SQL agree around the caller's business day, month ends included", async () => {
    const db = await getDb();
    for (const today of ["2026-11-23", "2026-03-31", "2026-05-31", "2028-02-29", "2026-12-31"]) {
      const day = { timeZone: "Asia/Shanghai", today };
      for (const p of datePresets) {
        const [r] = await rows<{ lo: string; hi: string }>(db, sql`
          select (select to_char(min(d), 'YYYY-MM-DD') from generate_series(${today}::date - 200, ${today}::date + 200, '1 day') d where ${inPreset(sql`d::date`, p, day)}) as lo,
            (select to_char(max(d), 'YYYY-MM-DD') from generate_series(${today}::date - 200, ${today}::date + 200, '1 day') d where ${inPreset(sql`d::date`, p, day)}) as hi`);
        expect(presetRange(p, today), `${p} from ${today}`).toEqual({ from: r!.lo, to: r!.hi });
      }
    }
  });
});

describe("export cells", () => {
  it("escapes formula-leading text, keeps exact decimals, encodes XML and file names", () => {
    expect(["=1+2", "+1", "-1", "@x", "\tx", "ok", "1-2"].map(escapeFormula)).toEqual(["'=1+2", "'+1", "'-1", "'@x", "'\tx", "ok", "1-2"]);
    expect(decimalCell("12.5000")).toBe(12.5);
    expect(decimalCell("-3.0000")).toBe(-3);
    expect(decimalCell("12345678901234.5678")).toBe("12345678901234.5678");
    expect(rowXml(2, ["A", "B", "C", "D"], ["<a&b>", 1.5, null, "-x"])).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>&lt;a&amp;b&gt;</t></is></c><c><v>1.5</v></c><c r="D2" t="inlineStr"><is><t>\'-x</t></is></c></row>',
    );
    expect(rowXml(3, ["A"], ["a\u0001b"])).toContain("<t>ab</t>");
    expect(columnLetters(28).slice(24)).toEqual(["Y", "Z", "AA", "AB"]);
    expect(contentDisposition("采购订单 \"x\".xlsx")).toBe(
      "attachment; filename=\"____ _x_.xlsx\"; filename*=UTF-8''%E9%87%87%E8%B4%AD%E8%AE%A2%E5%8D%95%20%22x%22.xlsx",
    );
  });
});
