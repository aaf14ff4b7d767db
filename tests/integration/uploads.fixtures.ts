import fs from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FileKind } from "@/lib/contracts/kit/upload";
import type { ServiceName } from "@/lib/contracts/services";
import type { StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { env } from "@/lib/env";
import type { AnyRoute } from "@/services/core/route";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { jpeg, pdf, png, pngChunk, xlsx, zipOf } from "../helpers/files";
import { call, freshIp, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { makeReceipt, makeSupplier } from "./erp-purchase-statement.fixtures";
import { makeOrder } from "./erp-purchase.fixtures";

/** Every upload route of every service, from the registry: a new one is covered as soon as it is registered. */
export const uploadRoutes = (Object.keys(services) as ServiceName[]).flatMap((service) =>
  services[service].routes.filter((r) => r.upload).map((route) => ({ service, route, accept: route.upload!.accept, label: `${service} ${route.path}` })));

/** Every route that answers a stored file: the GET routes with a binary answer whose path names a file or a document. */
export const fileRoutes = (Object.keys(services) as ServiceName[]).flatMap((service) =>
  services[service].routes.filter((r) => r.method === "get" && r.binary && /\/(file|download|avatar|icon)(\/|$)/.test(r.path)).map((route) => ({ service, route })));

/** Files under DATA_DIR/files (FILE_STORAGE fs), whole or half-written. */
export function filesOnDisk(): number {
  const root = path.resolve(env().DATA_DIR, "files");
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
}
export const storedRows = async () => (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files`))[0]!.n;

let serial = 0;
const unique = () => `${process.pid % 100000}x${serial++}x${Date.now() % 100000}`;

export interface Target {
  token: string;
  /** The route's address with its parameters and any query it needs beside `name`. */
  url: (name: string) => string;
}

/** A confirmed statement of a fresh supplier whose tax ID is on file: the only state that takes an e-invoice. */
async function confirmedStatement() {
  const [finance, buyer] = await Promise.all([login("finance01"), login("buyer01")]);
  const s = await makeSupplier();
  await (await getDb()).execute(sql`update suppliers set tax_id = ${`91440300MA5${String(s.supplierId).padStart(7, "0")}`} where id = ${s.supplierId}`);
  await makeReceipt(s, buyer, "2032-01-05", "10");
  const st = (await call<StatementDetail>("erp-purchase", "POST", "/reconciliation-statement", { token: finance, body: { venno: s.venNo, periodFrom: "2032-01-01", periodTo: "2032-01-31", statementDate: "2032-01-31" } })).body.data!;
  await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/send`, { token: finance });
  await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/confirm`, { token: s.token });
  return { token: s.token, id: st.id };
}

/**
 * What a route needs beyond a caller with its rights: path parameters naming a record in the state that takes
 * the upload, or a query field beside `name`. uploads-routes.test.ts fails for an upload route with a path
 * parameter that is not listed here.
 */
export const routeSetup: Record<string, () => Promise<{ token?: string; path?: string; query?: () => string }>> = {
  "/menu-role/role/:id/users/upload": async () => {
    const [role] = await rows<{ id: number }>(await getDb(), sql`select id from roles order by id limit 1`);
    return { path: `/menu-role/role/${role!.id}/users/upload` };
  },
  "/reconciliation-statement/:id/einvoice/upload": async () => {
    const st = await confirmedStatement();
    return { token: st.token, path: `/reconciliation-statement/${st.id}/einvoice/upload` };
  },
  "/conversation/thread/:kind/:id/upload": async () => ({ path: `/conversation/thread/order/${(await makeOrder({ venNo: "1001", lines: 1 })).orderId}/upload` }),
  "/purchase-order/:id/files/upload": async () => ({ path: `/purchase-order/${(await makeOrder({ venNo: "1001", lines: 1 })).orderId}/files/upload` }),
  "/help-doc/document/upload": async () => ({ query: () => `&title=${encodeURIComponent(`Doc ${unique()}`)}&description=d` }),
};

/** A caller holding the route's rights (a supplier account of 1001 where the route is for suppliers) and its address. */
export async function targetOf(route: AnyRoute, alsoFor: AnyRoute[] = []): Promise<Target> {
  const user = `ul${Math.random().toString(36).slice(2, 10)}`;
  const rights = [...new Set([route, ...alsoFor].flatMap((r) => r.rights ?? []))];
  await makeUser(user, { rights, venNo: route.audience === "supplier" ? "1001" : undefined });
  const setup = (await routeSetup[route.path]?.()) ?? {};
  const token = setup.token ?? (await login(user));
  return { token, url: (name) => `${setup.path ?? route.path}?name=${encodeURIComponent(name)}${setup.query?.() ?? ""}` };
}

export async function send(service: ServiceName, target: Target, bytes: Uint8Array, name: string) {
  const res = await services[service].app.fetch(new Request(`http://test${target.url(name)}`, {
    method: "POST",
    headers: { "x-token": target.token, "x-locale": "en", "x-client-ip": freshIp(), "content-type": "application/octet-stream" },
    body: new Blob([Buffer.from(bytes)]),
  }));
  return { status: res.status, body: (await res.json()) as { returnCode: number; message: string; data?: Record<string, unknown> } };
}

const html = "<html><body><script>alert(document.cookie)</script></body></html>";
const iend = pngChunk("IEND", new Uint8Array());
const pngHead = (b = png()) => b.subarray(0, 33);

// EBML header (DocType "webm"), then a Segment of unknown size holding a Void element.
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from("webm"), Buffer.from([0x18, 0x53, 0x80, 0x67, 0xff, 0xec, 0x90]), Buffer.alloc(16)]);

/** A small file of each kind, well formed. */
export const samples: Partial<Record<FileKind, () => Promise<Buffer> | Buffer>> = {
  png: () => png(),
  jpeg: () => jpeg(),
  pdf: () => pdf(),
  mp4: () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\0\0\x02\0isomiso2", "binary"), Buffer.from([0, 0, 0, 8]), Buffer.from("free")]),
  webm,
  xlsx: () => xlsx(),
  docx: () => zipOf({ "[Content_Types].xml": "<Types/>", "_rels/.rels": "<Relationships/>", "word/document.xml": "<w:document/>" }),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M0 0h4v4z"/></svg>'),
  xml: () => Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Invoice><ID>1</ID></Invoice>'),
};

/** Hostile files of a kind: markup riding inside, between or after a file's valid structure. */
export async function polyglots(kind: FileKind): Promise<Array<[string, Buffer]>> {
  const body = Buffer.from(html);
  switch (kind) {
    case "png":
      return [
        ["PNG signature and IHDR, HTML, then a valid IEND", Buffer.concat([pngHead(), body, iend])],
        ["PNG with HTML in a well-formed tEXt chunk", Buffer.concat([pngHead(), pngChunk("tEXt", Buffer.from(`Comment\0${html}`)), pngChunk("IDAT", deflateSync(Buffer.alloc(9 * 8))), iend])],
        ["PNG with HTML after IEND", Buffer.concat([png(), body])],
      ];
    case "jpeg": {
      const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0, body.length + 2]), body]);
      return [
        ["JPEG with HTML in a comment segment", Buffer.concat([jpeg().subarray(0, -2), com, Buffer.from([0xff, 0xd9])])],
        ["JPEG with HTML after EOI", Buffer.concat([jpeg(), body])],
        ["JPEG with HTML between segments", Buffer.concat([jpeg().subarray(0, -2), body, Buffer.from([0xff, 0xd9])])],
      ];
    }
    case "pdf":
      return [["PDF with an HTML page inside", Buffer.from(`%PDF-1.4\n1 0 obj << /Length ${body.length} >> stream\n${html}\nendstream endobj\ntrailer <<>>\n%%EOF\n`)]];
    case "mp4":
      return [["MP4 with HTML in a free box", Buffer.concat([samples.mp4!() as Buffer, Buffer.from([0, 0, 0, body.length + 8]), Buffer.from("free"), body])]];
    case "webm":
      return [["WebM with HTML in its segment", Buffer.concat([webm(), body])]];
    case "xlsx":
    case "docx": {
      const zip = await samples[kind]!();
      const comment = Buffer.concat([zip.subarray(0, -2), Buffer.from([body.length & 255, body.length >> 8]), body]);
      return [[`${kind.toUpperCase()} with HTML as its zip comment`, comment]];
    }
    case "xls":
      return [["an OLE2 compound file with an HTML page inside", Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), body])]];
    default:
      return [];
  }
}

/** SVGs that must be refused: the namespaced script of the probe and the other ways an SVG can run or load something. */
export const badSvgs: Array<[string, string]> = [
  ["a script in the XHTML namespace under a prefix", '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>'],
  ["a script in the SVG namespace under a prefix", '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>'],
  ["an XHTML iframe as the default namespace of a child", '<svg xmlns="http://www.w3.org/2000/svg"><g><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></g></svg>'],
  ["foreignObject", '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>'],
  ["an event handler", '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" onclick="alert(1)"/></svg>'],
  ["an event handler in a foreign namespace", '<svg xmlns="http://www.w3.org/2000/svg" xmlns:e="http://www.w3.org/2001/xml-events"><rect e:event="click" width="4" height="4"/></svg>'],
  ["an external xlink:href", '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><use x:href="https://evil.example/a.svg#i"/></svg>'],
  ["a javascript: link spelled with a character reference", '<svg xmlns="http://www.w3.org/2000/svg"><use href="&#106;avascript:alert(1)"/></svg>'],
  ["an external url() in a style", '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: url(&quot;https://evil.example/x&quot;) }</style><rect/></svg>'],
  ["an @import in CDATA", '<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[@import "https://evil.example/x.css";]]></style></svg>'],
  ["an animation setting a link", '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>'],
  ["an xml-stylesheet processing instruction", '<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
  ["an entity declaration", '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'],
  ["an image element", '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/p.png"/></svg>'],
];

/** A file of the kind that stays well formed while it streams but is one byte over `max`: only its size is wrong. */
export function oversize(kind: FileKind, max: number): Buffer {
  const fill = (head: Buffer) => Buffer.concat([head, Buffer.alloc(max + 1 - head.length, 0x20)]);
  switch (kind) {
    case "png": {
      const head = Buffer.concat([pngHead(), Buffer.from([0x00, 0x10, 0, 0]), Buffer.from("IDAT")]);
      head.writeUInt32BE(max, 33);
      return fill(head);
    }
    case "jpeg":
      return fill(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]));
    case "mp4":
      return fill(Buffer.concat([samples.mp4!() as Buffer, Buffer.from([0, 0, 0, 0]), Buffer.from("mdat")]));
    case "pdf":
      return fill(Buffer.from("%PDF-1.4\n"));
    case "svg":
      return fill(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'));
    case "xml":
      return fill(Buffer.from('<?xml version="1.0"?><a>'));
    case "xlsx":
    case "docx":
      return fill(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    default:
      throw new Error(`no oversize sample of ${kind}`);
  }
}

/** A PDF that runs JavaScript when opened. */
export const scriptedPdf = () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export { pdf };
