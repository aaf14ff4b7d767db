import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MaterialPrepDetail, MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { businessToday } from "../helpers/business-day";
import { auditCount } from "../helpers/fixtures";
import { prepBody } from "./erp-purchase-material-prep.matrix";

let buyer: string;
let factory: string;
let supplier: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
const create = (token: string, body: unknown) => call<MaterialPrepDetail>("erp-purchase", "POST", "/material-prep", { token, body });
const progress = (id: number, qty: string, token = factory) =>
  call<MaterialPrepDetail>("erp-purchase", "POST", `/material-prep/${id}/progress`, { token, body: { qty, note: `+${qty}` } });
const update = (id: number, body: unknown) => call<MaterialPrepDetail>("erp-purchase", "PUT", `/material-prep/${id}`, { token: buyer, body });
const today = async () => String((await rows<{ d: string }>(await getDb(), sql`select ${businessToday(1)}::text as d`))[0]!.d);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [buyer, factory, supplier] = await Promise.all([login("buyer01"), login("factory01"), login("sup1001")]);
});

describe("material preparation tasks", () => {
  it("refuses missing fields, a zero quantity and an unknown supplier; suppliers have no access", async () => {
    const empty = await create(buyer, {});
    expect(Object.keys(fieldErrors(empty.body)).sort()).toEqual(["itemdesc", "itemno", "projectNo", "readyBy", "requiredQty", "responsible", "unit"]);
    expect(fieldErrors((await create(buyer, { ...prepBody(), requiredQty: "0" })).body)).toEqual({ requiredQty: ["The quantity must be greater than 0"] });
    expect(fieldErrors((await create(buyer, { ...prepBody(), venno: "NOPE9" })).body)).toEqual({ venno: ["Enter the number of an enabled supplier, or leave it empty"] });
    expect((await create(supplier, prepBody())).body.returnCode).toBe(403);
    expect((await call("erp-purchase", "GET", "/material-prep", { token: supplier })).body.returnCode).toBe(403);
  });

  it("numbers the task, tracks progress to ready, keeps the history and audits every step", async () => {
    const made = await create(buyer, { ...prepBody(), venno: "" });
    expect(made.body.returnCode).toBe(200);
    const task = made.body.data!;
    expect(task.taskNo).toMatch(/^BL\d{8}\d{6}$/);
    expect(task).toMatchObject({ status: "open", requiredQty: "10.0000", preparedQty: "0.0000", progressPct: 0, venno: null, entries: [] });

    expect((await progress(task.id, "4")).body.data).toMatchObject({ status: "preparing", preparedQty: "4.0000", progressPct: 40 });
    const over = await progress(task.id, "7");
    expect(over.body.returnCode).toBe(400);
    expect(fieldErrors(over.body)).toEqual({ qty: ["Only 6 remain to prepare"] });
    const below = await update(task.id, { ...prepBody(task.projectNo), requiredQty: "3" });
    expect(fieldErrors(below.body)).toEqual({ requiredQty: ["The required quantity cannot be less than the 4 already prepared"] });
    expect((await update(task.id, { ...prepBody(task.projectNo), requiredQty: "8" })).body.data).toMatchObject({ requiredQty: "8.0000", status: "preparing", progressPct: 50 });

    const ready = (await progress(task.id, "4")).body.data!;
    expect(ready).toMatchObject({ status: "ready", preparedQty: "8.0000", progressPct: 100 });
    expect(ready.entries.map((e) => [e.qty, e.preparedAfter, e.note])).toEqual([["4.0000", "4.0000", "+4"], ["4.0000", "8.0000", "+4"]]);
    expect(ready.entries[0]!.enteredBy).toBe("陈厂务");

    const closed = "This task is ready or cancelled and can no longer change";
    expect((await progress(task.id, "0.0001")).body).toMatchObject({ returnCode: 409, message: closed });
    expect((await call("erp-purchase", "POST", `/material-prep/${task.id}/cancel`, { token: buyer, body: { reason: "late" } })).body.returnCode).toBe(409);
    expect((await update(task.id, prepBody(task.projectNo))).body.returnCode).toBe(409);
    expect((await call("erp-purchase", "DELETE", `/material-prep/${task.id}`, { token: buyer })).body.returnCode).toBe(409);
    expect([await auditCount("material_prep", task.id, "create"), await auditCount("material_prep", task.id, "progress"), await auditCount("material_prep", task.id, "update")])
      .toEqual([1, 2, 1]);
  });

  it("cancels an active task with its reason and deletes only an untouched one", async () => {
    const a = (await create(buyer, prepBody())).body.data!;
    await progress(a.id, "1");
    expect((await call("erp-purchase", "POST", `/material-prep/${a.id}/cancel`, { token: buyer, body: { reason: "" } })).body.returnCode).toBe(400);
    const cancelled = await call<MaterialPrepDetail>("erp-purchase", "POST", `/material-prep/${a.id}/cancel`, { token: factory, body: { reason: "Project stopped" } });
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", cancelReason: "Project stopped", preparedQty: "1.0000" });
    expect((await progress(a.id, "1")).body.returnCode).toBe(409);
    expect(await auditCount("material_prep", a.id, "cancel")).toBe(1);

    const b = (await create(buyer, prepBody())).body.data!;
    expect((await call("erp-purchase", "DELETE", `/material-prep/${b.id}`, { token: buyer })).body.returnCode).toBe(200);
    expect((await call("erp-purchase", "GET", `/material-prep/${b.id}`, { token: buyer })).body.returnCode).toBe(404);
    expect(await auditCount("material_prep", b.id, "delete")).toBe(1);
  });

  it("counts overdue days from the ready-by date against the company's business day while the task is active", async () => {
    const day = await today();
    const late = (await create(buyer, { ...prepBody(), readyBy: shift(day, -3) })).body.data!;
    const due = (await create(buyer, { ...prepBody(late.projectNo), readyBy: shift(day, 2) })).body.data!;
    expect([late.overdueDays, due.overdueDays]).toEqual([3, 0]);
    const listed = (await call<{ rows: MaterialPrepRow[] }>("erp-purchase", "GET", `/material-prep?projectNo=${late.projectNo}&overdue=true`, { token: buyer })).body.data!.rows;
    expect(listed.map((r) => r.id)).toEqual([late.id]);
    expect((await progress(late.id, "10")).body.data).toMatchObject({ status: "ready", overdueDays: 0 });
    const after = (await call<{ rows: MaterialPrepRow[] }>("erp-purchase", "GET", `/material-prep?projectNo=${late.projectNo}&overdue=true`, { token: buyer })).body.data!.rows;
    expect(after).toEqual([]);
  });

  it("never prepares more than required when entries race: twelve parallel entries of 1 on a task of 10", async () => {
    const task = (await create(buyer, prepBody())).body.data!;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => progress(task.id, "1", i % 2 ? factory : buyer)));
    const codes = answers.map((a) => a.body.returnCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409 || c === 400)).toBe(true);
    const [t] = await rows<{ prepared: string; status: string; n: number; total: string; last: string }>(await getDb(), sql`
      select m.prepared_qty::text as prepared, m.status, count(e.id)::int as n, sum(e.qty)::text as total, max(e.prepared_after)::text as last
      from material_prep_tasks m join material_prep_entries e on e.task_id = m.id where m.id = ${task.id} group by m.id`);
    expect(t).toEqual({ prepared: "10.0000", status: "ready", n: 10, total: "10.0000", last: "10.0000" });
    const afters = (await rows<{ a: string }>(await getDb(), sql`select prepared_after::text as a from material_prep_entries where task_id = ${task.id} order by prepared_after`)).map((r) => r.a);
    expect(new Set(afters).size).toBe(10);
    expect(await auditCount("material_prep", task.id, "progress")).toBe(10);
  });
});
