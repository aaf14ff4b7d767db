"use client";

import { Suspense, use, useState } from "react";
import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { maxPrintOrders, printHref, processingPrintForms, type ProcessingPrintForm } from "@/lib/contracts/erp-production/processing-print-values";
import { ConfirmAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { loadMenu, MenuItem, MenuSeparator } from "@/components/ui/menu-lazy";
import { ShellIcon } from "@/components/shell/shell-icon";

/**
 * The row menu's prints under their own heading (flat: a submenu would open over its parent at the
 * screen's right edge), and the link to the order's outsourced labels in the labels module (sendOutPrint).
 * The group and its heading are the markup of the menu's Group and Label, which need no menu code.
 */
function RowPrints({ items, outNo }: { items: React.ReactNode; outNo: string }) {
  const t = useTranslations();
  return (
    <>
      <div role="group" aria-label={t("processingPrint.menu")}>
        <div className="px-2 py-1.5 font-semibold text-xs text-muted-foreground">{t("processingPrint.menu")}</div>
        {items}
      </div>
      <MenuSeparator />
      <MenuItem asChild>
        <Link href={`/processing/labels?kind=outsourced&outNo=${encodeURIComponent(outNo)}`} data-testid="outsourced-labels">{t("processingPrint.labels")}</Link>
      </MenuItem>
    </>
  );
}

function PrintButton(props: React.ComponentProps<typeof Button>) {
  const t = useTranslations();
  return <Button size="sm" variant="outline" data-testid="print-selected" {...props}><ShellIcon name="printer" />{t("processingPrint.selected")}</Button>;
}

function LoadedSelectionMenu({ items }: { items: React.ReactNode }) {
  const m = use(loadMenu());
  return (
    <m.DropdownMenu defaultOpen>
      <m.DropdownMenuTrigger asChild><PrintButton /></m.DropdownMenuTrigger>
      <m.DropdownMenuContent align="end">{items}</m.DropdownMenuContent>
    </m.DropdownMenu>
  );
}

/** The selection's print menu: its code loads when the button is first pointed at, focused or pressed. */
function SelectionMenu({ items }: { items: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  const warm = () => void loadMenu();
  const plain = <PrintButton onClick={() => setOpened(true)} onPointerEnter={warm} onFocus={warm} />;
  return opened ? <Suspense fallback={plain}><LoadedSelectionMenu items={items} /></Suspense> : plain;
}

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
    <MenuItem key={f} onSelect={() => open(f, ids())} data-testid={`print-${f}`}>{t(`pages.outerworkorder.${f}`)}</MenuItem>
  ));
  const rowMenu = (id: number, outNo: string) => <RowPrints items={items(() => [id])} outNo={outNo} />;
  const selectionMenu = (ids: () => number[]) => <SelectionMenu items={items(ids)} />;
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
