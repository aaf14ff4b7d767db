import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { col, declaredShape } from "@/lib/contracts/kit/list";
import { defineHeader } from "@/lib/contracts/kit/header";
import { deliveryNoteHeader, deliveryNoteInput, noteDetail } from "@/lib/contracts/erp-production/delivery-note";

const list = { namespace: "thing", columns: { no: col.text(), day: col.date(), state: col.enum("thingState", ["open", "shut"]), who: col.text({ nullable: true }) } };
const header = defineHeader(list, {
  day: { on: ["form", "detail", "print"] },
  no: { on: ["detail", "print"] },
  note: { on: ["form"], column: col.text(), caption: "thing.note" },
  weight: { on: ["form", "print"], column: col.decimal() },
  state: { on: ["print"] },
  who: { on: ["detail"] },
});

describe("a declared header", () => {
  it("keeps the declared order on every surface, each field only where it is placed", () => {
    expect(header.fields).toEqual(["day", "no", "note", "weight", "state", "who"]);
    expect(header.form).toEqual(["day", "note", "weight"]);
    expect(header.detail).toEqual(["day", "no", "who"]);
    expect(header.print).toEqual(["day", "no", "weight", "state"]);
  });

  it("takes a list column's declaration and caption, and a field of its own with its own", () => {
    expect(header.columns.state).toBe(list.columns.state);
    expect(header.columns.weight).toEqual({ kind: "decimal" });
    expect(header.caption("day")).toBe("thing.columns.day");
    expect(header.caption("weight")).toBe("thing.columns.weight");
    expect(header.caption("note")).toBe("thing.note");
    expect(header.caption("unknown")).toBe("thing.columns.unknown");
  });

  it("gives the detail's answer a schema for each field, nullable and enum as declared", () => {
    const answer = z.object(declaredShape(header.columns));
    const good = { day: "2026-01-02", no: "A1", note: "", weight: "1.5", state: "open", who: null };
    expect(answer.safeParse(good).success).toBe(true);
    expect(answer.safeParse({ ...good, state: "lost" }).success).toBe(false);
    expect(answer.safeParse({ ...good, no: null }).success).toBe(false);
  });
});

describe("the delivery note's header", () => {
  const drawnByTheForm = ["noticeNo", "customerNo"];
  it("edits only fields of the create body, and the note's answer carries every field", () => {
    for (const f of deliveryNoteHeader.form.filter((f) => !drawnByTheForm.includes(f))) expect(deliveryNoteInput.shape, f).toHaveProperty(f);
    for (const f of deliveryNoteHeader.fields) expect(noteDetail.shape, f).toHaveProperty(f);
  });
});
