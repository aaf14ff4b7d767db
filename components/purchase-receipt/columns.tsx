"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { purchaseReceiptList, type ReceiptRow } from "@/lib/contracts/erp-purchase";
import { fieldColumns, EnumBadge, type FieldKind, type Translate } from "@/components/data-table/field-columns";

const kinds: Record<string, FieldKind> = {
  status: { type: "enum", name: "receiptStatus", variants: { inspected: "warning", stored: "success" } },
  lineCount: { type: "int" },
  totalRecqty: { type: "decimal" },
  totalPassqty: { type: "decimal" },
  totalRejectqty: { type: "decimal" },
  totalInstoreqty: { type: "decimal" },
  inputdate: { type: "datetime" },
};

export function receiptListColumns(t: Translate, open: (r: ReceiptRow) => void): ColumnDef<ReceiptRow>[] {
  return fieldColumns<ReceiptRow>({
    t,
    module: "receipt",
    fields: purchaseReceiptList.fields,
    kinds,
    hidden: ["rectype", "subcompanyid", "userid", "inputdate"],
    cells: {
      recno: (row) => (
        <button type="button" onClick={() => open(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-receipt">
          {row.recno}
        </button>
      ),
      hasDifference: (row) =>
        row.hasDifference ? (
          <EnumBadge t={t} name="yesNo" value="yes" variants={{ yes: "warning" }} />
        ) : (
          <span className="text-muted-foreground">{t("enums.yesNo.no")}</span>
        ),
    },
    highlight: { totalRecqty: (row) => row.hasDifference },
  });
}
