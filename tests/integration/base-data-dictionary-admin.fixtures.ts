import { call } from "../helpers/services";

let seq = 0;
export const dictTag = () => `${(process.pid % 1000).toString(36)}${(seq++).toString(36)}${Date.now().toString(36).slice(-4)}`;

/** A fresh code list with codes a, b, c (labels in English and Chinese). */
export async function freshList(token: string): Promise<{ typeId: number; code: string; items: Record<string, number> }> {
  const code = `t-${dictTag()}`;
  const type = await call<{ id: number }>("base-data", "POST", "/dictionary/admin/types", { token, body: { code, labelEn: `List ${code}`, labelZh: `列表 ${code}` } });
  if (type.body.returnCode !== 200) throw new Error(JSON.stringify(type.body));
  const items: Record<string, number> = {};
  for (const c of ["a", "b", "c"]) {
    const res = await call<{ id: number }>("base-data", "POST", `/dictionary/admin/types/${type.body.data!.id}/items`, { token, body: { code: c, labelEn: `Item ${c}`, labelZh: `项 ${c}` } });
    items[c] = res.body.data!.id;
  }
  return { typeId: type.body.data!.id, code, items };
}
