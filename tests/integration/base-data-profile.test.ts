import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { jpeg, png } from "../helpers/files";
import { call } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";
import { upload } from "./base-data-menu-role.fixtures";

/** The profile: the avatar (PNG or JPG, at most 2 MB, told by its bytes) and the introduction. */
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const polyglot = Buffer.concat([png(8), Buffer.from("<html><script>alert(1)</script></html>")]);
const avatars = async (userId: number) =>
  (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = 'avatar' and created_by = ${userId}`))[0]!.n;
const userIdOf = async (name: string) => (await rows<{ id: number }>(await getDb(), sql`select id from users where user_name = ${name}`))[0]!.id;
const info = (token: string) => call<{ avatar: string | null; introduction: string | null }>("base-data", "GET", "/user/userInfo", { token });

describe("avatar", () => {
  it("takes a PNG, then a JPG in its place (the old file is removed), served as an image with nosniff", async () => {
    const name = `pfa${process.pid % 1000}`;
    const token = await roleUserToken(name, "supplier");
    const first = await upload<{ avatar: string }>("/user/avatar/upload?name=me.png", png(16), token);
    expect(first.body.returnCode).toBe(200);
    const second = await upload<{ avatar: string }>("/user/avatar/upload?name=me.jpg", jpeg(), token);
    expect(second.body.returnCode).toBe(200);
    expect(await avatars(await userIdOf(name))).toBe(1);
    const url = (await info(token)).body.data!.avatar!;
    expect(url).toBe(second.body.data!.avatar);
    const path = url.replace("/api/base-data", "");
    const res = await services["base-data"].app.fetch(new Request(`http://test${path}`, { headers: { "x-token": token } }));
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const anonymous = await services["base-data"].app.fetch(new Request(`http://test${path}`));
    expect(((await anonymous.json()) as { returnCode: number }).returnCode).toBe(50008);
    const oldPath = first.body.data!.avatar.replace("/api/base-data", "");
    expect((await call("base-data", "GET", oldPath, { token })).body.returnCode).toBe(404);
    const audit = await rows<{ action: string }>(await getDb(), sql`select action from audit_log where entity = 'account' and entity_id = ${String(await userIdOf(name))}`);
    expect(audit.map((a) => a.action)).toEqual(["avatar", "avatar"]);
  });

  it.each([
    ["a renamed .exe", exe, "This type of file is not accepted. Accepted: PNG, JPEG."],
    ["a PNG/HTML polyglot", polyglot, "This type of file is not accepted. Accepted: PNG, JPEG."],
    ["a 0-byte file", Buffer.alloc(0), "The file is empty."],
    ["a file over 2 MB", Buffer.concat([png(8), Buffer.alloc(2 * 1024 * 1024)]), "The file is larger than 2 MB."],
  ])("refuses %s with a clear message and stores nothing", async (label, bytes, message) => {
    const name = `pfr${label.length}${process.pid % 1000}`;
    const token = await roleUserToken(name, "purchaser");
    const res = await upload("/user/avatar/upload?name=x.png", bytes, token);
    expect([400, 413]).toContain(res.body.returnCode);
    expect(res.body.message).toBe(message);
    expect(await avatars(await userIdOf(name))).toBe(0);
    expect((await info(token)).body.data!.avatar).toBeNull();
  });

  it("refuses in the caller's language", async () => {
    const token = await roleUserToken(`pfz${process.pid % 1000}`, "purchaser");
    const res = await upload("/user/avatar/upload?name=x.png", exe, token, "zh");
    expect(res.body.returnCode).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("introduction", () => {
  it("is saved, bounded at 500 characters and audited", async () => {
    const name = `pfi${process.pid % 1000}`;
    const token = await roleUserToken(name, "purchaser");
    expect((await call("base-data", "PUT", "/user/profile", { token, body: { introduction: "  Paper buyer, Dongguan  " } })).body.returnCode).toBe(200);
    expect((await info(token)).body.data!.introduction).toBe("Paper buyer, Dongguan");
    const long = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "PUT", "/user/profile", { token, body: { introduction: "x".repeat(501) } });
    expect(long.body.returnCode).toBe(400);
    expect(Object.keys(long.body.data!.fieldErrors)).toEqual(["introduction"]);
    expect((await call("base-data", "PUT", "/user/profile", { token: undefined, body: { introduction: "x" } })).body.returnCode).toBe(50008);
  });
});

describe("roles by name", () => {
  it("userInfo names each role as the administrator named it, so the profile never shows a role's code", async () => {
    const name = `pfr${process.pid % 1000}`;
    const token = await roleUserToken(name, null);
    const r = await call<{ roles: string[]; roleNames?: Array<{ code: string; name: string }> }>("base-data", "GET", "/user/userInfo", { token });
    expect(r.body.data!.roles).toEqual([`r-${name}`]);
    expect(r.body.data!.roleNames).toEqual([{ code: `r-${name}`, name }]);
  });
});
