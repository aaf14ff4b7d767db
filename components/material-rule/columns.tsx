"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { Pencil, Trash2 } from "lucide-react";
import type { MaterialNoticeRow, MaterialRuleRow } from "@/lib/contracts/erp-purchase/material-rule";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowButtonsColumn, type RowButton } from "@/components/data-table/row-buttons-column";

export type RuleAction = "edit" | "delete";

/** The rule columns; for internal staff the edit and delete actions (behind their rights). */
export function materialRuleColumns(t: Translate, view: ListView, act: ((r: MaterialRuleRow, a: RuleAction) => void) | null): ColumnDef<MaterialRuleRow>[] {
  const fields = declaredColumns<MaterialRuleRow>(declaredOf(view), t);
  if (!act) return fields;
  const buttons: Array<RowButton<RuleAction>> = [
    { key: "edit", right: rights.materialRule.edit, icon: <Pencil aria-hidden="true" />, label: t("materialRule.actions.edit") },
    { key: "delete", right: rights.materialRule.delete, icon: <Trash2 aria-hidden="true" />, label: t("materialRule.actions.delete") },
  ];
  const actions = rowButtonsColumn<MaterialRuleRow, RuleAction>(t, buttons, { act, name: (r) => r.venno, testId: (a) => `material-rule-${a}` });
  return [...fields, actions];
}

export function materialNoticeColumns(t: Translate, view: ListView, open: (r: MaterialNoticeRow) => void): ColumnDef<MaterialNoticeRow>[] {
  return declaredColumns<MaterialNoticeRow>(declaredOf(view), t, {
    cells: {
      noticeNo: (row) => (
        <button type="button" onClick={() => open(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-material-notice">
          {row.noticeNo}
        </button>
      ),
    },
    highlight: { status: (row) => row.status === "sent" },
  });
}
