import { describe, expect, it } from "vitest";
import { JsonText } from "@/services/core/json-text";

describe("JsonText.bytes", () => {
  it("is the UTF-8 of before + head + items joined by commas + tail + after, whatever the characters", () => {
    const items = ['{"a":"铜版纸 157g"}', '{"b":"plain"}', '{"c":"😀 ü \\u2028"}', "{}"];
    const t = new JsonText('{"rows":[', items, '],"n":1}');
    const bytes = t.bytes('{"returnCode":200,"data":', "}");
    const text = `{"returnCode":200,"data":{"rows":[${items.join(",")}],"n":1}}`;
    expect(Buffer.compare(bytes, Buffer.from(text))).toBe(0);
    expect(t.text).toBe(`{"rows":[${items.join(",")}],"n":1}`);
    expect(JSON.parse(bytes.toString("utf8")).data.rows).toHaveLength(4);
  });

  it("an empty page and a lone surrogate come out as Buffer.from writes them", () => {
    expect(new JsonText("[", [], "]").bytes("", "").toString()).toBe("[]");
    const odd = ['"\ud800"', '"x"'];
    expect(Buffer.compare(new JsonText("[", odd, "]").bytes("", ""), Buffer.from(`[${odd.join(",")}]`))).toBe(0);
  });
});
