"use client";

import type { ColumnDef } from "@/components/data-table/types";
import type { ReceiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { EnumValue } from "@/components/data-table/render-value";

const difference = { enumName: "yesNo", tones: { yes: "warning" } } as const;

/** Every goods receipt column; a receipt whose received quantity differs from its notice is flagged. */
export function receiptListColumns(t: Translate, view: ListView, open: (r: ReceiptRow) => void): ColumnDef<ReceiptRow>[] {
  return declaredColumns<ReceiptRow>(declaredOf(view), t, {
    cells: {
      recno: (row) => (
        <button type="button" onClick={() => open(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-receipt">
          {row.recno}
        </button>
      ),
      hasDifference: (row) =>
        row.hasDifference ? <EnumValue t={t} decl={difference} value="yes" /> : <span className="text-muted-foreground">{t("enums.yesNo.no")}</span>,
    },
    highlight: { totalRecqty: (row) => row.hasDifference },
  });
}
