import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DictionaryItem } from "@/lib/contracts/base-data/dictionary";
import { locales } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { dictionarySeeds, seedDictionary } from "@/services/db/seed/dictionary";
import { call } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";

const items = (type: string, token?: string, locale = "en") =>
  call<DictionaryItem[]>("base-data", "GET", `/dictionary/${type}/items`, { token, locale });
const labelIndex = { zh: 1, en: 2, vi: 3, es: 4, ja: 5 } as const;

let token = "";
/** A code list of this file's own: seeded lists stay untouched for the other files. */
const own = `t-${process.pid.toString(36)}-${Date.now().toString(36)}`;
const ownOff = `${own}-off`;

beforeAll(async () => {
  token = await roleUserToken("dictuser", null);
  const db = await getDb();
  const [type] = await rows<{ id: number }>(db, sql`insert into dictionary_types (code, label_en) values (${own}, 'Test list') returning id`);
  const [off] = await rows<{ id: number }>(db, sql`
    insert into dictionary_types (code, label_en, enabled) values (${ownOff}, 'Disabled list', false) returning id`);
  await db.execute(sql`
    insert into dictionary_items (type_id, code, label_en, label_zh, sort_order, enabled) values
      (${type!.id}, 'late', 'Late', '晚', 30, true),
      (${type!.id}, 'early', 'Early', '早', 10, true),
      (${type!.id}, 'retired', 'Retired', '停用', 20, false),
      (${type!.id}, 'english', 'English only', null, 20, true),
      (${type!.id}, 'blank', 'Blank Chinese', '', 40, true),
      (${off!.id}, 'hidden', 'Hidden', '隐藏', 10, true)`);
});

describe("base-data dictionary items", () => {
  it.each(locales)("answers a seeded list in sort order, labelled in %s", async (locale) => {
    const seed = dictionarySeeds.find((d) => d.type[0] === "currency")!;
    const res = await items("currency", token, locale);
    expect(res.body.returnCode).toBe(200);
    expect(res.body.data).toEqual(seed.items.map((i) => ({ code: i[0], label: i[labelIndex[locale]] })));
  });

  it("hides disabled codes, orders by sort order then code, and falls back to English for a missing or empty label", async () => {
    expect((await items(own, token, "en")).body.data!.map((i) => i.code)).toEqual(["early", "english", "late", "blank"]);
    expect((await items(own, token, "zh")).body.data).toEqual([
      { code: "early", label: "早" }, { code: "english", label: "English only" }, { code: "late", label: "晚" }, { code: "blank", label: "Blank Chinese" },
    ]);
  });

  it("answers no codes for a disabled list", async () => {
    const res = await items(ownOff, token);
    expect(res.body).toEqual({ returnCode: 200, message: "success", data: [] });
  });

  it("answers the 404 envelope for an unknown list, in the caller's language", async () => {
    for (const locale of ["en", "ja"] as const) {
      const res = await items("no-such-list", token, locale);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ returnCode: 404, message: translatorFor(locale)("errors.notFound") });
    }
  });

  it("refuses a malformed list code before reading anything", async () => {
    const res = await call<{ fieldErrors: object }>("base-data", "GET", "/dictionary/Currency%20x/items", { token });
    expect(res.body.returnCode).toBe(400);
    expect(Object.keys(res.body.data!.fieldErrors)).toEqual(["type"]);
  });

  it("answers 50008 without a token or with an unknown one", async () => {
    expect((await items("currency")).body.returnCode).toBe(50008);
    expect((await items("currency", "made-up-token")).body.returnCode).toBe(50008);
  });

  it("seeds every list with five labels per code, and a second seed run adds nothing", async () => {
    for (const { type, items: codes } of dictionarySeeds) {
      expect(codes.length, type[0]).toBeGreaterThan(0);
      for (const entry of [type, ...codes]) expect(entry.every((v) => v.trim() !== ""), entry[0]).toBe(true);
    }
    const db = await getDb();
    const count = async () => (await rows<{ n: number }>(db, sql`select count(*)::int as n from dictionary_items`))[0]!.n;
    const before = await count();
    await seedDictionary(db);
    expect(await count()).toBe(before);
  });
});
