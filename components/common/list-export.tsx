"use client";

import type { AnyOperation } from "@/lib/contracts/kit/operation";
import { RequireRights } from "@/components/rights/require-rights";
import { ExportButton } from "@/components/data-table";

/** A list's export (behind its right; `null` for a list every signed-in user may export): the list's filters and sort, the columns as shown. */
export function ListExport({ right, op, query, columns, fileName }: {
  right: string | null;
  op: Pick<AnyOperation, "service" | "path">;
  query: Record<string, string>;
  columns: string[];
  fileName: string;
}) {
  const button = <ExportButton service={op.service} path={op.path} query={{ ...query, columns: columns.join(",") }} fileName={fileName} />;
  return right === null ? button : <RequireRights anyOf={[right]}>{button}</RequireRights>;
}
