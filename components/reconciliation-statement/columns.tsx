"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { Link } from "@/components/common/link";
import type { StatementRow } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";

export const statementPath = (id: number) => `/finance/statement/${id}`;

/** Every statement column; the number opens the statement. */
export function statementColumns(t: Translate, view: ListView): ColumnDef<StatementRow>[] {
  return declaredColumns<StatementRow>(declaredOf(view), t, {
    cells: {
      statementNo: (row) => (
        <Link href={statementPath(row.id)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-statement">
          {row.statementNo}
        </Link>
      ),
    },
    highlight: { invoiceState: (row) => row.invoiceState === "returned" || row.invoiceState === "to_upload" },
  });
}
