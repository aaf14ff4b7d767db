import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Input } from "@/components/ui/input";

describe("the shared input's clear button", () => {
  it("is no tab stop: Tab goes from field to field (the field's Escape or the pointer clears)", () => {
    const html = renderToStaticMarkup(createElement(Input, { name: "userName", defaultValue: "sup1001", clearLabel: "Clear" }));
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('aria-label="Clear"');
    expect(buttons[0]).toContain('tabindex="-1"');
    expect(html).toMatch(/<input[^>]*data-clearable=""/);
  });

  it("shows no clear button on an empty, read-only or disabled field", () => {
    for (const props of [{ value: "", onChange: () => undefined }, { value: "x", readOnly: true }, { value: "x", disabled: true, onChange: () => undefined }]) {
      const html = renderToStaticMarkup(createElement(Input, props));
      expect(html).not.toContain("<button");
      expect(html).not.toContain("data-clearable");
    }
  });
});
