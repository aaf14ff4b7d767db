import { beforeAll, describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import { png } from "../helpers/files";
import { roleUserToken } from "./base-data.fixtures";
import { storedIcons, upload } from "./base-data-menu-role.fixtures";

/**
 * The upload corpus of menu icons: every hostile or broken file is refused with a message in the caller's
 * language and leaves nothing stored; a clean SVG and a PNG are stored and served as images with nosniff.
 */
let admin = "";
beforeAll(async () => {
  admin = await roleUserToken(`mri${process.pid % 10000}`, "admin");
});

const svg = (inner: string, attrs = "") => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"${attrs}>${inner}</svg>`);
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const polyglot = Buffer.concat([png(8), Buffer.from("<html><script>alert(1)</script></html>")]);

const corpus: Array<[string, Buffer, number, string]> = [
  ["renamed .exe", exe, 400, "This type of file is not accepted. Accepted: SVG, PNG."],
  ["PNG/HTML polyglot", polyglot, 400, "This type of file is not accepted. Accepted: SVG, PNG."],
  ["SVG with <script>", svg("<script>alert(1)</script>"), 400, "This SVG holds script, embedded HTML, event handlers or external links and is not accepted"],
  ["SVG with onload", svg("<rect width='4' height='4'/>", ' onload="alert(1)"'), 400, "This SVG holds script, embedded HTML, event handlers or external links and is not accepted"],
  ["SVG with an external href", svg('<use href="https://evil.example/x.svg#a"/>'), 400, "This SVG holds script, embedded HTML, event handlers or external links and is not accepted"],
  ["SVG with xlink:href to javascript", svg('<a xlink:href="javascript:alert(1)"><rect width="4" height="4"/></a>'), 400, "This SVG holds script, embedded HTML, event handlers or external links and is not accepted"],
  ["SVG with foreignObject", svg("<foreignObject><div>x</div></foreignObject>"), 400, "This SVG holds script, embedded HTML, event handlers or external links and is not accepted"],
  ["SVG hiding script behind a character reference", svg("<a href='&#106;avascript:alert(1)'/>"), 400, "This SVG holds script, embedded HTML, event handlers or external links and is not accepted"],
  ["11 MB file", Buffer.alloc(11 * 1024 * 1024, 0x41), 413, "The file is larger than 10 KB."],
  ["10 KB + 1 byte PNG", Buffer.concat([png(8), Buffer.alloc(10 * 1024 + 1 - png(8).length)]), 413, "The file is larger than 10 KB."],
  ["0-byte file", Buffer.alloc(0), 400, "The file is empty."],
];

describe("menu icon upload corpus", () => {
  it.each(corpus)("refuses a %s, nothing stored", async (label, bytes, status, message) => {
    const name = `corpus-${label.replace(/\W+/g, "-")}-${process.pid}`;
    const res = await upload(`/menu-role/icon/upload?name=${name}`, bytes, admin);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await storedIcons(name)).toBe(0);
  });

  it("answers in the caller's language", async () => {
    const res = await upload("/menu-role/icon/upload?name=zh-script", svg("<script>1</script>"), admin, "zh");
    expect(res.body.message).toBe("该 SVG 含有脚本、嵌入 HTML、事件属性或外部链接，不予接受");
  });

  it("stores a clean SVG (with an internal #fragment reference) and serves it as an image with nosniff", async () => {
    const clean = svg('<defs><path id="p" d="M0 0h4v4z"/></defs><use href="#p" fill="url(#g)"/>');
    const res = await upload(`/menu-role/icon/upload?name=clean-${process.pid}`, clean, admin);
    expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: "svg", size: clean.length });
    const served = await services["base-data"].app.fetch(new Request(`http://test/menu-role/icon/${res.body.data!.id}`, { headers: { "x-token": admin } }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await served.arrayBuffer()).equals(clean)).toBe(true);
  });

  it("stores a PNG", async () => {
    const res = await upload(`/menu-role/icon/upload?name=ok-${process.pid}`, png(8), admin);
    expect(res.body.data).toMatchObject({ kind: "png" });
  });
});
