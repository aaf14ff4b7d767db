import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { HelpDocumentRow, HelpManual } from "@/lib/contracts/base-data/help-doc";
import type { ListResult } from "@/lib/contracts/common";
import { services } from "@/services/registry";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { docx, jpeg, pdf, png, xlsx, zipOf } from "../helpers/files";
import { call } from "../helpers/services";
import { freshUser } from "./base-data-notice.fixtures";

let admin: string;
let staff: string;
let supplier: string;
let n = 0;
const title = (what: string) => `${what} ${process.pid}-${Date.now()}-${++n}`;

const exe = () => Buffer.concat([Buffer.from("MZ\x90\0\x03\0\0\0", "binary"), Buffer.alloc(300, 0x41)]);

async function upload(token: string, bytes: Uint8Array, query: { title: string; description?: string; name?: string }) {
  const res = await services["base-data"].app.fetch(new Request(`http://test/help-doc/document/upload?${new URLSearchParams(query)}`, {
    method: "POST", headers: { "x-token": token, "x-locale": "en", "content-type": "application/octet-stream" }, body: new Blob([Buffer.from(bytes)]),
  }));
  return { status: res.status, body: (await res.json()) as { returnCode: number; message: string; data?: HelpDocumentRow & { fieldErrors?: Record<string, string[]> } } };
}
const get = (token: string, path: string) => services["base-data"].app.fetch(new Request(`http://test${path}`, { headers: { "x-token": token, "x-locale": "en" } }));
const counts = async () => (await rows<{ files: number; docs: number }>(await getDb(), sql`
  select (select count(*)::int from stored_files where purpose = 'help-document') as files, (select count(*)::int from help_documents) as docs`))[0]!;
const audits = async (id: number, action: string) =>
  rows<{ from_state: string | null; to_state: string | null }>(await getDb(), sql`
    select from_state, to_state from audit_log where entity = 'help-document' and entity_id = ${String(id)} and action = ${action} order by id`);
const listed = async (token: string, q: string) =>
  (await call<ListResult<HelpDocumentRow>>("base-data", "GET", `/help-doc/document?limit=50&q=${encodeURIComponent(q)}`, { token })).body;

beforeAll(async () => {
  admin = (await freshUser({ role: "admin", type: "admin", companies: [1] })).token;
  staff = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  supplier = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
});

describe("help document uploads: size first, then magic bytes, nothing stored on refusal", () => {
  const twentyMb = 20 * 1024 * 1024;
  it.each([
    ["a renamed executable", () => exe(), "setup.pdf", 400],
    ["a PDF one byte over 20 MB", () => Buffer.concat([pdf(), Buffer.alloc(twentyMb + 1 - pdf().length, 0x20)]), "big.pdf", 413],
    ["a polyglot: a PNG with a zip appended", () => Promise.resolve(docx()).then((z) => Buffer.concat([png(), z])), "image.png", 400],
    ["a polyglot: a PDF with a script after its end", () => Buffer.concat([pdf(), Buffer.from("<script>alert(1)</script>".repeat(60))]), "manual.pdf", 400],
    ["wrong magic bytes: a GIF named .jpg", () => Buffer.from("GIF89a\x01\0\x01\0\0\0\0;", "binary"), "photo.jpg", 400],
    ["wrong magic bytes: HTML named .docx", () => Buffer.from("<html><body>hi</body></html>"), "guide.docx", 400],
    ["a plain zip named .xlsx", () => zipOf({ "a.txt": "hello" }), "sheet.xlsx", 400],
    ["an empty body", () => Buffer.alloc(0), "empty.pdf", 400],
  ] as const)("refuses %s", async (_, make, name, status) => {
    const before = await counts();
    const res = await upload(admin, await make(), { title: title("refused"), name });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await counts()).toEqual(before);
  });

  it("refuses a missing or taken title (any case) before storing anything", async () => {
    const first = title("Supplier Guide");
    expect((await upload(admin, pdf(), { title: first })).body.returnCode).toBe(200);
    const before = await counts();
    for (const t of [first.toUpperCase(), "   "]) {
      const res = await upload(admin, pdf(), { title: t });
      expect(res.body.returnCode).toBe(400);
      expect(Object.keys(res.body.data!.fieldErrors!)).toEqual(["title"]);
    }
    expect(await counts()).toEqual(before);
  });

  it("only admins upload", async () => {
    for (const token of [staff, supplier]) expect((await upload(token, pdf(), { title: title("denied") })).body.returnCode).toBe(403);
  });

  it("stores each accepted kind under a server-made name, served inline for preview and as an attachment for download", async () => {
    for (const [bytes, kind, ext, mime] of [
      [pdf(), "pdf", "pdf", "application/pdf"], [await docx(), "docx", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [await xlsx(), "xlsx", "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], [png(), "png", "png", "image/png"], [jpeg(), "jpeg", "jpg", "image/jpeg"],
    ] as const) {
      const t = title(`Guide ${kind}`);
      const res = await upload(admin, bytes, { title: t, description: "How to deliver", name: "../../etc/passwd.exe" });
      expect(res.body.returnCode, res.body.message).toBe(200);
      expect(res.body.data).toMatchObject({ title: t, description: "How to deliver", kind, sizeKb: Math.ceil(bytes.length / 1024), manual: false });
      const inline = await get(supplier, `/help-doc/document/${res.body.data!.id}/file`);
      expect(inline.status).toBe(200);
      expect(inline.headers.get("content-type")).toBe(mime);
      expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
      expect(inline.headers.get("cache-control")).toBe("private, no-store");
      // Only what the page shows is inline: a Word or Excel file is always an attachment.
      expect(inline.headers.get("content-disposition")).toMatch(kind === "docx" || kind === "xlsx" ? /^attachment/ : /^inline/);
      if (kind === "pdf") expect(inline.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(Buffer.from(await inline.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      const download = await get(supplier, `/help-doc/document/${res.body.data!.id}/download`);
      const disposition = download.headers.get("content-disposition") ?? "";
      expect(disposition).toMatch(/^attachment/);
      expect(decodeURIComponent(disposition)).toContain(`${t}.${ext}`);
      expect(disposition).not.toContain("passwd");
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      expect(await audits(res.body.data!.id, "upload")).toEqual([{ from_state: null, to_state: t }]);
    }
  });

  it("keeps a PDF that may run scripts out of the page: its file route answers a sandboxed attachment", async () => {
    const scripted = Buffer.from("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer <<>>\n%%EOF\n");
    const res = await upload(admin, scripted, { title: title("Scripted") });
    expect(res.body.returnCode).toBe(200);
    expect(res.body.data!.scripted).toBe(true);
    const inline = await get(supplier, `/help-doc/document/${res.body.data!.id}/file`);
    expect(inline.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(inline.headers.get("content-security-policy")).toContain("sandbox");
    expect((await upload(admin, pdf(), { title: title("Plain") })).body.data!.scripted).toBe(false);
  });
});

describe("help document list, manual and delete", () => {
  it("every signed-in user lists the documents; search matches title and description", async () => {
    const t = title("Visibility");
    const doc = (await upload(admin, pdf(), { title: t, description: "packing rules" })).body.data!;
    const noRights = (await freshUser({ role: "no-rights", type: "internal", companies: [1] })).token;
    for (const token of [admin, staff, supplier, noRights]) {
      const page = await listed(token, t);
      expect(page.returnCode).toBe(200);
      expect(page.data!.rows.map((r) => r.id)).toEqual([doc.id]);
    }
    expect((await listed(supplier, `packing rules`)).data!.rows.map((r) => r.id)).toContain(doc.id);
    expect((await call("base-data", "GET", "/help-doc/document?limit=5")).body.returnCode).toBe(50008);
  });

  it("parallel marks leave exactly one manual, each later one clearing the earlier (audited)", async () => {
    let loser = 0;
    for (let round = 0; round < 3; round++) {
      const docs = await Promise.all([1, 2, 3, 4].map(async (i) => (await upload(admin, pdf(), { title: title(`Manual ${round}.${i}`) })).body.data!));
      const answers = await Promise.all(docs.map((d) => call<HelpDocumentRow>("base-data", "POST", `/help-doc/document/${d.id}/manual`, { token: admin })));
      expect(answers.map((r) => r.body.returnCode)).toEqual([200, 200, 200, 200]);
      const marked = await rows<{ id: number }>(await getDb(), sql`select id from help_documents where manual`);
      expect(marked).toHaveLength(1);
      const winner = docs.find((d) => d.id === marked[0]!.id)!;
      expect(winner).toBeDefined();
      loser = docs.find((d) => d !== winner)!.id;
      // Each marker saw the previous one's manual and cleared it in its own transaction: the audits form one chain.
      const chain = await rows<{ from_state: string | null; to_state: string }>(await getDb(), sql`
        select from_state, to_state from audit_log where entity = 'help-document' and action = 'mark-manual'
          and entity_id in (${sql.join(docs.map((d) => sql`${String(d.id)}`), sql`, `)}) order by id`);
      expect(chain).toHaveLength(4);
      for (let i = 1; i < 4; i++) expect(chain[i]!.from_state).toBe(chain[i - 1]!.to_state);
      expect(chain[3]!.to_state).toBe(winner.title);
      expect((await call<HelpManual>("base-data", "GET", "/help-doc/manual", { token: supplier })).body.data).toEqual({ id: winner.id, title: winner.title, kind: "pdf", scripted: false });
    }
    expect((await call("base-data", "POST", `/help-doc/document/${loser}/manual`, { token: staff })).body.returnCode).toBe(403);
    expect((await call("base-data", "POST", "/help-doc/document/2147483647/manual", { token: admin })).body.returnCode).toBe(404);
  });

  it("deletes a document with its file, audited; deleting the manual leaves it unset", async () => {
    const doc = (await upload(admin, pdf(), { title: title("To delete") })).body.data!;
    expect((await call("base-data", "POST", `/help-doc/document/${doc.id}/manual`, { token: admin })).body.returnCode).toBe(200);
    const before = await counts();
    expect((await call("base-data", "DELETE", `/help-doc/document/${doc.id}`, { token: supplier })).body.returnCode).toBe(403);
    expect((await call("base-data", "DELETE", `/help-doc/document/${doc.id}`, { token: admin })).body.returnCode).toBe(200);
    expect(await counts()).toEqual({ files: before.files - 1, docs: before.docs - 1 });
    expect(await audits(doc.id, "delete")).toEqual([{ from_state: doc.title, to_state: null }]);
    expect((await get(supplier, `/help-doc/document/${doc.id}/download`)).status).toBe(404);
    expect((await call("base-data", "DELETE", `/help-doc/document/${doc.id}`, { token: admin })).body.returnCode).toBe(404);
    expect((await call<HelpManual>("base-data", "GET", "/help-doc/manual", { token: supplier })).body.data?.id).not.toBe(doc.id);
  });

  it("exports the list as .xlsx for every user", async () => {
    const t = title("Export me");
    await upload(admin, pdf(), { title: t, description: "in the sheet" });
    const res = await get(supplier, `/help-doc/document/export?q=${encodeURIComponent(t)}`);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const { readXlsx } = await import("../helpers/fixtures");
    const sheet = await readXlsx(res);
    expect(sheet.rows[0]).toEqual(["Title", "Description", "Type", "Size (KB)", "Operation manual", "Uploaded by", "Uploaded at"]);
    expect(sheet.rows.slice(1).map((r) => r.slice(0, 3))).toEqual([[t, "in the sheet", "PDF"]]);
  });
});
