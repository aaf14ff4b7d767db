"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FilePlus2 } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import { reconciliationStatementList, type StatementRow } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { statementColumns, statementPath } from "./columns";
import { StatementFilterBar } from "./filters";
import { GenerateDialog } from "./generate-dialog";
import { statementTableState, type StatementFilters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/**
 * The statements of the caller's scope: a supplier sees its own, finance every statement of its company
 * (`query`: the reconciliation query and management page, with export).
 */
export function StatementList({ userNo, userType, query = false, initial }: { userNo: string; userType: UserType; query?: boolean; initial?: InitialPage<StatementRow> | null }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<StatementRow, StatementFilters>(statementTableState, reconciliationStatementList.list.service, reconciliationStatementList.list.path, { initial });
  const columns = useMemo(() => statementColumns(t), [t]);
  const [generating, setGenerating] = useState(false);
  const internal = userType !== "supplier";
  return (
    <div className="flex flex-col gap-3" data-testid={query ? "statement-query" : "statement-list"}>
      <ListView
        decl={reconciliationStatementList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <StatementFilterBar {...p} showSupplier={internal} />}
        exportRight={internal ? rights.reconciliationQuery.export : null}
        onRowOpen={(row) => router.push(statementPath(row.id))}
        actions={
          internal && !query && (
            <RequireRights anyOf={[rights.reconciliationStatement.add]}>
              <Button size="sm" onClick={() => setGenerating(true)} data-testid="generate-statement">
                <FilePlus2 aria-hidden="true" />
                {t("reconciliationStatement.generate.action")}
              </Button>
            </RequireRights>
          )
        }
      />
      {generating && <GenerateDialog onClose={() => setGenerating(false)} onDone={(id) => router.push(statementPath(id))} />}
    </div>
  );
}
