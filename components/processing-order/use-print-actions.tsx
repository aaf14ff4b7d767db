"use client";

import { useState } from "react";
import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Printer } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { maxPrintOrders, printHref, processingPrintForms, type ProcessingPrintForm } from "@/lib/contracts/erp-production/processing-print";
import { ConfirmAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/**
 * The processing prints from the order list: a row's print menu and the selection's print menu. The carton
 * flow sheet asks first (docs/requirements.md §5: a non-carton order cannot be printed); the page refuses one.
 */
export function usePrintActions() {
  const t = useTranslations();
  const router = useRouter();
  const [carton, setCarton] = useState<number[] | null>(null);
  const open = (form: ProcessingPrintForm, ids: number[]) => {
    if (!ids.length) return toast.error(t("validation.processingOrder.printSelect"));
    if (ids.length > maxPrintOrders) return toast.error(t("validation.processingOrder.printMax"));
    if (form === "carton") setCarton(ids);
    else router.push(printHref(form, ids));
  };
  const items = (ids: () => number[]) => processingPrintForms.map((f) => (
    <DropdownMenuItem key={f} onSelect={() => open(f, ids())} data-testid={`print-${f}`}>{t(`pages.outerworkorder.${f}`)}</DropdownMenuItem>
  ));
  /**
   * The row menu's prints under their own heading (flat: a submenu would open over its parent at the
   * screen's right edge), and the link to the order's outsourced labels in the labels module (sendOutPrint).
   */
  const rowMenu = (id: number, outNo: string) => (
    <>
      <DropdownMenuGroup aria-label={t("processingPrint.menu")}>
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t("processingPrint.menu")}</DropdownMenuLabel>
        {items(() => [id])}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link href={`/processing/labels?kind=outsourced&outNo=${encodeURIComponent(outNo)}`} data-testid="outsourced-labels">{t("processingPrint.labels")}</Link>
      </DropdownMenuItem>
    </>
  );
  const selectionMenu = (ids: () => number[]) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" data-testid="print-selected"><Printer aria-hidden="true" />{t("processingPrint.selected")}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{items(ids)}</DropdownMenuContent>
    </DropdownMenu>
  );
  const dialog = (
    <ConfirmAction
      open={!!carton}
      title={t("processingPrint.cartonConfirm.title")}
      body={t("processingPrint.cartonConfirm.body")}
      action={t("processingPrint.cartonConfirm.action")}
      busy={false}
      onConfirm={() => {
        if (carton) router.push(printHref("carton", carton));
        setCarton(null);
      }}
      onClose={() => setCarton(null)}
    />
  );
  return { rowMenu, selectionMenu, dialog };
}
