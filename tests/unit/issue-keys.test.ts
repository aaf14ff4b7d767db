import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toFieldErrors, toIssueKeys, translateIssueKeys, type Translate } from "@/lib/contracts/issues";

const schema = z.object({
  userName: z.string().min(4, "validation.login.userName"),
  qty: z.number().max(10),
  code: z.string(),
});

const english: Translate = (key, values) => `${key}${values && Object.keys(values).length ? JSON.stringify(values) : ""}`;
const upper: Translate = (key, values) => english(key, values).toUpperCase();

describe("field errors as keys", () => {
  it("carry no input and translate like the translated form, in any language later", () => {
    const error = schema.safeParse({ userName: "ab", qty: 11, password: "secret" }).error!;
    const keys = toIssueKeys(error);
    expect(JSON.stringify(keys)).not.toContain("ab\"");
    expect(keys).toEqual({
      userName: [{ key: "validation.login.userName", values: { min: "4" } }],
      qty: [{ key: "validation.tooBig", values: { max: "10" } }],
      code: [{ key: "validation.required" }],
    });
    expect(translateIssueKeys(keys, english)).toEqual(toFieldErrors(error, english));
    expect(translateIssueKeys(keys, upper).qty).toEqual(['VALIDATION.TOOBIG{"MAX":"10"}']);
  });
});
