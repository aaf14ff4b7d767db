import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Actor, Matrix, Tokens } from "../helpers/matrix";
import { call } from "../helpers/services";
import { labelBody, labelNotice, makeLabels } from "./label.fixtures";

/**
 * The purchase-label routes of the label matrix (tests/helpers/matrix.ts). Targets are fresh labels of supplier
 * 1001 in company 1; a print task is its owner's alone (kind "own"); another tenant's create is refused as invalid.
 */
export const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(await getDb(), q))[0]!.n);
export const noRows = (q: ReturnType<typeof sql>) => async () => (await count(q)) === 0;
export const createRefused = (outsiders: Actor[]) => Object.fromEntries(outsiders.map((a) => [a, 400])) as Partial<Record<Actor, number>>;

/** Starts a download of the batch as sup1001 (once its earlier one is over) and waits until its task is done: the task's id. */
async function doneTaskOf(module: "purchase-label" | "label-print", batchId: number, t: Tokens): Promise<number> {
  await idle("sup1001");
  const started = await call<{ id: number }>("label", "POST", `/${module}/${batchId}/download`, { token: t.sup1001, body: { template: "generic_100x70", count: 0 } });
  const id = started.body.data!.id;
  await expect.poll(async () => (await call<{ state: string }>("label", "GET", `/${module}/task/${id}`, { token: t.sup1001 })).body.data?.state, { timeout: 60_000, interval: 100 }).toBe("done");
  return id;
}

const finished = new Map<string, Promise<number>>();
/**
 * A finished download of a fresh batch, made once per module: the task routes only read it, and rendering one for
 * each of their cases took a minute of the matrix.
 */
export function finishedTask(module: "purchase-label" | "label-print", batchOf: (t: Tokens) => Promise<{ id: number }>, t: Tokens): Promise<number> {
  if (!finished.has(module)) finished.set(module, batchOf(t).then((b) => doneTaskOf(module, b.id, t)));
  return finished.get(module)!;
}

/** Waits until the user has no running task, so the next download of the same user is not busy. */
export async function idle(userName: string) {
  const [u] = await rows<{ id: number }>(await getDb(), sql`select id from users where user_name = ${userName}`);
  await expect.poll(() => count(sql`select count(*)::int as n from label_tasks where user_id = ${u!.id} and state = 'running'`), { timeout: 60_000, interval: 100 }).toBe(0);
}

const batch = async (t: Tokens) => makeLabels(t.sup1001!, await labelNotice(t.sup1001!, "24"));

export const purchaseLabelMatrix: Matrix = {
  "get /purchase-label": {
    rights: [rights.purchaseLabel.view], kind: "list",
    target: async (t) => { const n = await labelNotice(t.sup1001!, "24"); const b = await makeLabels(t.sup1001!, n); return { path: `/purchase-label?noticeNo=${n.noticeNo}`, ids: [b.id] }; },
  },
  "get /purchase-label/export": {
    rights: [rights.purchaseLabel.view], kind: "export",
    target: async (t) => { const n = await labelNotice(t.sup1001!, "24"); const b = await makeLabels(t.sup1001!, n); return { path: `/purchase-label/export?noticeNo=${n.noticeNo}`, ids: [b.id] }; },
  },
  "get /purchase-label/notice": {
    rights: [rights.purchaseLabel.add], kind: "read",
    target: async (t) => { const n = await labelNotice(t.sup1001!, "24"); return { path: `/purchase-label/notice?noticeNo=${n.noticeNo}`, missing: "/purchase-label/notice?noticeNo=NONE" }; },
  },
  "get /purchase-label/prefill/:id": {
    rights: [rights.purchaseLabel.add], kind: "read",
    target: async (t) => { const n = await labelNotice(t.sup1001!, "24"); return { path: `/purchase-label/prefill/${n.noticeId}`, missing: "/purchase-label/prefill/2000000000" }; },
  },
  "post /purchase-label": {
    rights: [rights.purchaseLabel.add], kind: "create", outsider: createRefused(["sup1002", "buyer02", "sibling"]),
    target: async (t) => { const n = await labelNotice(t.sup1001!, "24"); return { path: "/purchase-label", body: labelBody(n), unchanged: noRows(sql`select count(*)::int as n from label_batches where source_id = ${n.noticeId}`) }; },
  },
  "get /purchase-label/task/:id": {
    rights: [rights.purchaseLabel.print], kind: "own",
    target: async (t) => ({ path: `/purchase-label/task/${await finishedTask("purchase-label", batch, t)}` }),
  },
  "get /purchase-label/task/:id/file": {
    rights: [rights.purchaseLabel.print], kind: "own",
    target: async (t) => ({ path: `/purchase-label/task/${await finishedTask("purchase-label", batch, t)}/file` }),
  },
  "get /purchase-label/:id": {
    rights: [rights.purchaseLabel.view, rights.purchaseLabel.print], kind: "read",
    target: async (t) => ({ path: `/purchase-label/${(await batch(t)).id}` }),
  },
  "post /purchase-label/:id/print": {
    rights: [rights.purchaseLabel.print], kind: "write",
    target: async (t) => { const b = await batch(t); return { path: `/purchase-label/${b.id}/print`, body: { from: 1, count: 2 }, unchanged: noRows(sql`select count(*)::int as n from label_prints where batch_id = ${b.id}`) }; },
  },
  "post /purchase-label/:id/download": {
    rights: [rights.purchaseLabel.print], kind: "write", settle: idle,
    target: async (t) => { const b = await batch(t); return { path: `/purchase-label/${b.id}/download`, body: { template: "generic_100x70", count: 1 }, unchanged: noRows(sql`select count(*)::int as n from label_tasks where batch_id = ${b.id}`) }; },
  },
};
