import type { HelpDocumentRow } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { pdf } from "../helpers/files";
import { fetchRaw } from "../helpers/fixtures";
import { internalOnly, type Matrix, type Tokens } from "../helpers/matrix";

/** The help routes of the base-data matrix: every account reads the help and its documents; editing them is internal (base-data-help-doc.matrix.test.ts). */
const { edit } = rights.helpDoc;
const everyone = { outsider: { sup1002: 200 } };
let n = 0;
async function document(t: Tokens): Promise<number> {
  const res = await fetchRaw("POST", `/help-doc/document/upload?title=${encodeURIComponent(`matrix ${process.pid} ${Date.now()} ${++n}`)}`, { service: "base-data", token: t.admin, raw: pdf() });
  return ((await res.json()) as { data: HelpDocumentRow }).data.id;
}

export const helpDocMatrix: Matrix = {
  "get /help-doc/channels": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/help-doc/channels" }) },
  "get /help-doc/manual": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/help-doc/manual" }) },
  "get /help-doc/document": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/help-doc/document?limit=5" }) },
  "get /help-doc/document/export": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/help-doc/document/export" }) },
  "get /help-doc/document/:id/file": { rights: [], kind: "read", ...everyone, target: async (t) => ({ path: `/help-doc/document/${await document(t)}/file` }) },
  "get /help-doc/document/:id/download": { rights: [], kind: "read", ...everyone, target: async (t) => ({ path: `/help-doc/document/${await document(t)}/download` }) },
  "put /help-doc/channels": internalOnly([edit], "write", "/help-doc/channels", {}),
  "post /help-doc/document/upload": internalOnly([edit], "create", "/help-doc/document/upload?title=x"),
  "post /help-doc/document/:id/manual": internalOnly([edit], "write", "/help-doc/document/2147483647/manual"),
  "delete /help-doc/document/:id": internalOnly([edit], "write", "/help-doc/document/2147483647"),
};
