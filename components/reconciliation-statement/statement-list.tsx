"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FilePlus2 } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { StatementRow } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { statementColumns, statementPath } from "./columns";
import type { StatementFilters } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import type { ParsedList } from "@/lib/table-state/initial-page";

const GenerateDialog = openedOnce(
  async () => ({ default: (await import("./generate-dialog")).GenerateDialog }),
  (p) => p.open,
);

/**
 * The statements of the caller's scope: a supplier sees its own, finance every statement of its company
 * (`query`: the reconciliation query and management page, with export).
 * The page parses the URL and hands over the state, the codec's shape and the list's view.
 */
export function StatementList({ userNo, userType, query = false, initial, state, codec, view }: { userNo: string; userType: UserType; query?: boolean } & ParsedList<StatementRow, StatementFilters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<StatementRow, StatementFilters>({ initial, state, codec, view });
  const columns = useMemo(() => statementColumns(t, view), [t, view]);
  const [generating, setGenerating] = useState(false);
  // Each opening gets a fresh form; the closed dialog stays mounted to close with its animation.
  const [opening, setOpening] = useState(0);
  const internal = userType !== "supplier";
  const generate = () => {
    setOpening((n) => n + 1);
    setGenerating(true);
  };
  return (
    <div className="flex flex-col gap-3" data-testid={query ? "statement-query" : "statement-list"}>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        exportRight={internal ? rights.reconciliationQuery.export : null}
        onRowOpen={(row) => router.push(statementPath(row.id))}
        actions={
          internal && !query && (
            <RequireRights anyOf={[rights.reconciliationStatement.add]}>
              <Button size="sm" onClick={generate} data-testid="generate-statement">
                <FilePlus2 aria-hidden="true" />
                {t("reconciliationStatement.generate.action")}
              </Button>
            </RequireRights>
          )
        }
      />
      <GenerateDialog key={opening} open={generating} onClose={() => setGenerating(false)} onDone={(id) => router.push(statementPath(id))} />
    </div>
  );
}
