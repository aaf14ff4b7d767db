import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import type { Envelope } from "@/lib/contracts/envelope";
import { png } from "../helpers/files";
import { call } from "../helpers/services";

/** Posts raw bytes to an upload route of base-data, as the portal's proxy does. */
export async function upload<T = { id: string; kind: string; size: number }>(path: string, bytes: Uint8Array, token?: string, locale = "en") {
  const headers = new Headers({ "x-locale": locale, "content-type": "application/octet-stream", "content-length": String(bytes.byteLength) });
  if (token) headers.set("x-token", token);
  const res = await services["base-data"].app.fetch(new Request(`http://test${path}`, { method: "POST", headers, body: new Blob([new Uint8Array(bytes)]) }));
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export const storedIcons = async (name: string) =>
  (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = 'menu-icon' and name = ${name}`))[0]!.n;

export async function iconId(token: string): Promise<string> {
  const res = await upload("/menu-role/icon/upload?name=icon.png", png(8), token);
  if (res.body.returnCode !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data!.id;
}

let seq = 0;
/** A unique suffix of English letters (role numbers and operation codes take letters only). */
export function letters(): string {
  let n = (process.pid % 1000) * 1000 + seq++;
  let out = "";
  do {
    out += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

export async function createMenu(token: string, over: Record<string, unknown> = {}) {
  const tag = letters();
  const body = {
    terminal: "pc", parentId: 9, title: `Menu ${tag}`, identification: `menu${tag}`, path: `m${tag}`, type: "leaf",
    iconFileId: await iconId(token), roles: [], ...over,
  };
  return { body, res: await call<{ id: number }>("base-data", "POST", "/menu-role/menu", { token, body }) };
}
