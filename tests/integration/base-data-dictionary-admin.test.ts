import { describe, expect, it } from "vitest";
import { call } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";
import { freshList } from "./base-data-dictionary-admin.fixtures";

/** Dictionary administration rule by rule; every edit shows at once on the reading side (no cache across requests). */
const codes = async (token: string, type: string, locale = "en") =>
  (await call<Array<{ code: string; label: string }>>("base-data", "GET", `/dictionary/${type}/items`, { token, locale })).body.data!;

describe("dictionary administration", () => {
  it("creates a list and its codes; labels per language with the English fallback; the reading side sees each edit at once", async () => {
    const token = await roleUserToken(`dad${process.pid % 1000}`, "purchaser");
    const list = await freshList(token);
    expect(await codes(token, list.code, "zh")).toEqual([{ code: "a", label: "项 a" }, { code: "b", label: "项 b" }, { code: "c", label: "项 c" }]);
    expect((await codes(token, list.code, "vi"))[0]).toEqual({ code: "a", label: "Item a" });
    const upd = await call("base-data", "PUT", `/dictionary/admin/items/${list.items.a}`, { token, body: { labelEn: "Alpha", labelVi: "An-pha" } });
    expect(upd.body.returnCode).toBe(200);
    expect((await codes(token, list.code, "vi"))[0]).toEqual({ code: "a", label: "An-pha" });
    expect((await codes(token, list.code, "zh"))[0]).toEqual({ code: "a", label: "Alpha" });
  });

  it("refuses a taken code, a bad code and a missing English label on their fields", async () => {
    const token = await roleUserToken(`dav${process.pid % 1000}`, "purchaser");
    const list = await freshList(token);
    const taken = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", `/dictionary/admin/types/${list.typeId}/items`, { token, body: { code: "a", labelEn: "Again" } });
    expect(taken.body.data!.fieldErrors).toEqual({ code: ["This code is already used"] });
    const bad = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", `/dictionary/admin/types/${list.typeId}/items`, { token, body: { code: "a b", labelEn: " " }, locale: "zh" });
    expect(Object.keys(bad.body.data!.fieldErrors).sort()).toEqual(["code", "labelEn"]);
    expect(bad.body.data!.fieldErrors.labelEn).toEqual(["请输入英文名称"]);
    const typeTaken = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/dictionary/admin/types", { token, body: { code: list.code, labelEn: "x" } });
    expect(typeTaken.body.data!.fieldErrors).toEqual({ code: ["This code is already used"] });
  });

  it("disables and enables a code (hidden from the selects while disabled), a repeated change is a conflict, audited", async () => {
    const token = await roleUserToken(`dae${process.pid % 1000}`, "purchaser");
    const list = await freshList(token);
    expect((await call("base-data", "POST", `/dictionary/admin/items/${list.items.b}/enabled`, { token, body: { enabled: false } })).body.returnCode).toBe(200);
    expect((await codes(token, list.code)).map((c) => c.code)).toEqual(["a", "c"]);
    expect((await call("base-data", "POST", `/dictionary/admin/items/${list.items.b}/enabled`, { token, body: { enabled: false } })).body).toMatchObject({ returnCode: 409, message: "It is already disabled" });
    const admin = await call<Array<{ code: string; enabled: boolean }>>("base-data", "GET", `/dictionary/admin/types/${list.typeId}/items`, { token });
    expect(admin.body.data!.map((i) => [i.code, i.enabled])).toEqual([["a", true], ["b", false], ["c", true]]);
    expect((await call("base-data", "POST", `/dictionary/admin/items/${list.items.b}/enabled`, { token, body: { enabled: true } })).body.returnCode).toBe(200);
    const audit = await call<Array<{ action: string; from: string | null; to: string | null }>>("base-data", "GET", `/dictionary/admin/items/${list.items.b}/audit`, { token });
    expect(audit.body.data!.map((a) => [a.action, a.from, a.to])).toEqual([["create", null, null], ["disable", "enabled", "disabled"], ["enable", "disabled", "enabled"]]);
  });

  it("a disabled list offers no codes", async () => {
    const token = await roleUserToken(`dat${process.pid % 1000}`, "purchaser");
    const list = await freshList(token);
    expect((await call("base-data", "POST", `/dictionary/admin/types/${list.typeId}/enabled`, { token, body: { enabled: false } })).body.returnCode).toBe(200);
    expect(await codes(token, list.code)).toEqual([]);
  });

  it("moves codes up and down; the ends answer a conflict; parallel moves keep a strict order", async () => {
    const token = await roleUserToken(`dam${process.pid % 1000}`, "purchaser");
    const list = await freshList(token);
    const move = (id: number, direction: "up" | "down") => call("base-data", "POST", `/dictionary/admin/items/${id}/move`, { token, body: { direction } });
    expect((await move(list.items.c!, "up")).body.returnCode).toBe(200);
    expect((await codes(token, list.code)).map((c) => c.code)).toEqual(["a", "c", "b"]);
    expect((await move(list.items.a!, "up")).body).toMatchObject({ returnCode: 409, message: "The code is already first" });
    expect((await move(list.items.b!, "down")).body.returnCode).toBe(409);
    await Promise.all([move(list.items.a!, "down"), move(list.items.b!, "up"), move(list.items.c!, "down")]);
    const after = await call<Array<{ sortOrder: number }>>("base-data", "GET", `/dictionary/admin/types/${list.typeId}/items`, { token });
    expect(after.body.data!.map((i) => i.sortOrder)).toEqual([1, 2, 3]);
  });

  it("an unknown list or code answers 404", async () => {
    const token = await roleUserToken(`dan${process.pid % 1000}`, "purchaser");
    for (const [m, p, body] of [["GET", "/dictionary/admin/types/2000000000/items"], ["PUT", "/dictionary/admin/items/2000000000", { labelEn: "x" }],
      ["POST", "/dictionary/admin/items/2000000000/move", { direction: "up" }], ["POST", "/dictionary/admin/types/2000000000/items", { code: "x", labelEn: "x" }]] as const) {
      expect((await call("base-data", m, p, { token, body })).body.returnCode).toBe(404);
    }
  });
});
