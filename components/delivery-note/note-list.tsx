"use client";

import { useMemo } from "react";
import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus, Printer } from "lucide-react";
import { toast } from "@/lib/client/toast";
import type { DeliveryNoteFilters, DeliveryNoteRow } from "@/lib/contracts/erp-production/delivery-note";
import { maxPrintNotes } from "@/lib/contracts/erp-production/delivery-note-values";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Button, buttonVariants } from "@/components/ui/button";
import type { ParsedList } from "@/lib/table-state/initial-page";

/**
 * Delivery notes (and, with `receipts`, the delivery receipt list: the same notes, opened at their receipt).
 * Printing needs a selection of 1 to 10 notes (docs/requirements.md §9); more is refused with the catalogue message.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function NoteList({ userNo, receipts = false, initial, state, codec, view }: {
  userNo: string;
  receipts?: boolean;
} & ParsedList<DeliveryNoteRow, DeliveryNoteFilters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<DeliveryNoteRow, DeliveryNoteFilters>({ initial, state, codec, view });
  const columns = useMemo(() => declaredColumns<DeliveryNoteRow>(declaredOf(view), t, {
    cells: { deliveryNo: (r) => <Link className="font-medium text-primary underline-offset-2 hover:underline" href={`/delivery/note/${r.id}`}>{r.deliveryNo}</Link> },
  }), [t, view]);
  const selected = list.selectedIds;
  const print = () => {
    if (!selected.length) return toast.error(t("validation.deliveryNote.printSelect"));
    if (selected.length > maxPrintNotes) return toast.error(t("validation.deliveryNote.printMax"));
    router.push(`/deliverGoodsPrint?ids=${selected.join(",")}`);
  };
  return (
    <ListView
      decl={view}
      list={list}
      userNo={userNo}
      columns={columns}
     
      exportRight={receipts ? rights.deliveryReceipt.export : rights.deliveryNote.export}
      onRowOpen={(r) => router.push(`/delivery/note/${r.id}${receipts ? "#receipt" : ""}`)}
      selectable={!receipts}
      actions={receipts ? undefined : (
        <>
          <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">{t("dataTable.selected", { count: selected.length })}</span>
          <RequireRights anyOf={[rights.deliveryNote.print]}>
            <Button size="sm" variant="outline" onClick={print} data-testid="print-selected">
              <Printer aria-hidden="true" />
              {t("deliveryNote.printSelected", { count: selected.length })}
            </Button>
          </RequireRights>
          <RequireRights anyOf={[rights.deliveryNote.add]}>
            <Link href="/delivery/note/new" className={buttonVariants({ size: "sm" })} data-testid="new-note">
              <Plus aria-hidden="true" />
              {t("deliveryNote.new")}
            </Link>
          </RequireRights>
        </>
      )}
    />
  );
}
