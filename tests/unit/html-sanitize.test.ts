import { describe, expect, it } from "vitest";
import { cleanNoticeBody } from "@/services/base-data/notice/save";
import { controlCharCorpus, executableParts, xssCorpus } from "../fixtures/xss-corpus";

describe("notice body allowlist (XSS corpus)", () => {
  it("the check itself finds executable markup", () => {
    expect(executableParts(`<img src=x onerror="alert(1)"><a href="javascript:x" target="_blank">a</a>`).length).toBeGreaterThan(0);
    expect(executableParts(`<img src="x" onerror="alert(1)">`)).toContain("img[onerror]");
  });

  it.each([...xssCorpus, ...controlCharCorpus].map((h) => [h]))("%s", (html) => {
    const clean = cleanNoticeBody(html);
    expect(executableParts(clean), clean).toEqual([]);
    expect(cleanNoticeBody(clean), "sanitising twice changes nothing").toBe(clean);
  });

  it("keeps what editors write: formatting, safe links with rel, own images", () => {
    const own = "/api/base-data/notice/file/12345678-1234-4234-8234-123456789abc";
    const html = `<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com" target="_blank">l</a> <a href="mailto:a@b.c">m</a></p><ul><li>x</li></ul><img src="${own}" alt="pic">`;
    expect(cleanNoticeBody(html)).toBe(`<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com" target="_blank" rel="noopener noreferrer">l</a> <a href="mailto:a@b.c">m</a></p><ul><li>x</li></ul><img src="${own}" alt="pic" />`);
  });
});
