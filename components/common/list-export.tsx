"use client";

import { RequireRights } from "@/lib/rights/require-rights";
import { ExportButton } from "@/components/data-table";

/** A purchasing list's export (behind its right): the list's filters and sort, the columns as shown. */
export function ListExport({ right, path, query, columns, fileName }: {
  right: string;
  path: string;
  query: Record<string, string>;
  columns: string[];
  fileName: string;
}) {
  return (
    <RequireRights anyOf={[right]}>
      <ExportButton service="erp-purchase" path={path} query={{ ...query, columns: columns.join(",") }} fileName={fileName} />
    </RequireRights>
  );
}
