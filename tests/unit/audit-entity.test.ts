import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/tests/helpers/import-graph";

const root = path.resolve(import.meta.dirname, "../..");

/** A module's events.ts: services/<service>/<module>/events.ts, or a service's own (services/label/events.ts). */
const isModuleEvents = (file: string) => /^services\/(?!core\/|db\/)[^/]+\/(?:[^/]+\/)?events\.ts$/.test(file);
/**
 * The entities core itself writes (a token's use, an endpoint disabled after its failures), declared beside the core
 * code that writes them: core imports no module (tests/unit/boundaries.test.ts), so their modules import them from core.
 */
const coreWritten: Record<string, string> = { api_token: "services/core/api-token.ts", webhook_endpoint: "services/core/events/webhook/tables.ts" };
const inPlace = (file: string, value: string | null) => (value !== null && coreWritten[value] ? coreWritten[value] === file : isModuleEvents(file));
const camelOf = (value: string) => value.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());

/** Each `…AuditEntity =` declaration in a file, with its name and, when it has the one allowed form, its value. */
function declarations(file: string, text: string) {
  return [...text.matchAll(/^.*\b(\w*AuditEntity)\s*=.*$/gm)].map((m) => ({
    file, name: m[1]!, value: /^export const (\w+) = "([a-z_-]+)" as const;$/.exec(m[0])?.[2] ?? null, line: m[0],
  }));
}

/** An entity written as a literal: in an audit row, an event type, a `const entity`, or an audit history read. */
const literalEntities = (text: string) =>
  [...text.matchAll(/\bentity\s*[:=]\s*["'`][^"'`]*["'`]|\bauditHistory\(\s*\w+\s*,\s*["'`][^"'`]*["'`]/g)].map((m) => m[0]);

const serviceFiles = sourceFiles(root).map((f) => path.relative(root, f).split(path.sep).join("/"))
  .filter((f) => f.startsWith("services/") && !f.startsWith("services/db/migrations/"));
const read = (f: string) => fs.readFileSync(path.join(root, f), "utf8");

describe("each audit entity is declared once, in its module's events.ts", () => {
  const found = serviceFiles.flatMap((f) => declarations(f, read(f)));

  it("finds the declarations", () => {
    expect(found.length).toBeGreaterThan(30);
  });

  it("declares them only in a module's events.ts, as `export const <camelCase(value)>AuditEntity = \"value\" as const`", () => {
    const wrong = found.filter((d) => !inPlace(d.file, d.value) || d.value === null || d.name !== `${camelOf(d.value)}AuditEntity`);
    expect(wrong.map((d) => `${d.file}: ${d.line}`)).toEqual([]);
  });

  it("declares each entity once", () => {
    const values = found.flatMap((d) => d.value ?? []);
    expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
  });

  it("no service file writes an entity as a literal: each imports its module's constant", () => {
    const written = serviceFiles.flatMap((f) => literalEntities(read(f)).map((l) => `${f}: ${l}`));
    expect(written).toEqual([]);
  });
});

describe("the audit entity scan", () => {
  it("finds a literal entity wherever one is written", () => {
    expect(literalEntities(`await writeAudit(tx, { actor: p, entity: "notice", entityId: id });`)).toEqual([`entity: "notice"`]);
    expect(literalEntities(`{ type: "x", entity: 'goods_receipt', actions: [] }`)).toEqual([`entity: 'goods_receipt'`]);
    expect(literalEntities(`const entity = "purchase_order";`)).toEqual([`entity = "purchase_order"`]);
    expect(literalEntities(`return auditHistory(db, "dictionary-item", params.id);`)).toEqual([`auditHistory(db, "dictionary-item"`]);
    expect(literalEntities(`{ entity: noticeAuditEntity, entityId: sql\`x\`, entity: sql\`\${t.entity}\` }`)).toEqual([]);
  });

  it("tells a declaration in its place from one elsewhere or in another form", () => {
    expect(isModuleEvents("services/base-data/notice/events.ts")).toBe(true);
    expect(isModuleEvents("services/label/events.ts")).toBe(true);
    expect(isModuleEvents("services/erp-purchase/delivery-notice/lock.ts")).toBe(false);
    expect(isModuleEvents("services/core/events/webhook/events.ts")).toBe(false);
    expect(declarations("f", `export const noticeAuditEntity = "notice" as const;`)).toMatchObject([{ name: "noticeAuditEntity", value: "notice" }]);
    expect(declarations("f", `export const noticeAuditEntity = "notice";`)).toMatchObject([{ name: "noticeAuditEntity", value: null }]);
    expect(declarations("f", `const x = 1;`)).toEqual([]);
  });
});
