"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Check, Loader2 } from "lucide-react";
import { messageMs, toast } from "@/lib/client/toast";
import { switchCompany, type SwitchResult } from "@/lib/actions/company";
import { userOps, type Company } from "@/lib/contracts/base-data/user";
import { callOp, handleEnvelope } from "@/lib/client/request";
import { cn } from "@/lib/utils";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** The company dropdown and its confirmation, loaded on first use (see company-switch.tsx). */
export default function CompanySwitchMenu({
  companyId,
  companyName,
  collapsed,
  renderTrigger,
}: {
  companyId: number;
  companyName: string;
  collapsed?: boolean;
  renderTrigger: (pending: boolean) => React.ReactElement;
}) {
  const t = useTranslations("companySwitch");
  const router = useRouter();
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [target, setTarget] = useState<Company | null>(null);
  const [pending, start] = useTransition();

  const load = () => {
    setLoadFailed(false);
    callOp(userOps.companyInfo)
      .then(setCompanies)
      .catch(() => setLoadFailed(true));
  };

  // opened by default on its first use: this mount is the opening that loads the companies
  useEffect(() => {
    callOp(userOps.companyInfo)
      .then(setCompanies)
      .catch(() => setLoadFailed(true));
  }, []);

  const confirm = () => {
    if (!target) return;
    const chosen = target;
    start(async () => {
      let res: SwitchResult;
      try {
        res = handleEnvelope<SwitchResult>(await switchCompany({ companyId: chosen.companyid, companyName: chosen.accountname }));
      } catch {
        setTarget(null);
        return;
      }
      setTarget(null);
      toast.success(t("switched", { company: res.companyName }));
      if (res.locationWarning) toast.warning(res.locationWarning, { duration: messageMs });
      router.refresh();
    });
  };

  return (
    <>
      <DropdownMenu defaultOpen onOpenChange={(open) => open && companies === null && load()}>
        <DropdownMenuTrigger asChild>{renderTrigger(pending)}</DropdownMenuTrigger>
        <DropdownMenuContent align="start" side={collapsed ? "right" : "bottom"} className="min-w-64">
          <DropdownMenuLabel>{t("title")}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {companies === null && !loadFailed && (
            <DropdownMenuItem disabled>
              <Loader2 className="animate-spin" aria-hidden="true" /> {t("loading")}
            </DropdownMenuItem>
          )}
          {loadFailed && (
            <DropdownMenuItem
              onSelect={(e) => {
                e.preventDefault();
                load();
              }}
            >
              {t("retry")}
            </DropdownMenuItem>
          )}
          {companies?.map((c) => {
            const current = c.companyid === companyId;
            return (
              <DropdownMenuItem
                key={c.companyid}
                disabled={current}
                aria-current={current ? "true" : undefined}
                onSelect={() => setTarget(c)}
                data-company-id={c.companyid}
              >
                <Check aria-hidden="true" className={cn(!current && "invisible")} />
                {c.accountname}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={target !== null} onOpenChange={(open) => !open && !pending && setTarget(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("confirmBody", { from: companyName, to: target?.accountname ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                confirm();
              }}
              data-testid="company-switch-confirm"
            >
              {pending ? t("switching") : t("confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
