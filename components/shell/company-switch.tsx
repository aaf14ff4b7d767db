"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Building2, Check, ChevronsUpDown, Loader2 } from "lucide-react";
import { toast } from "sonner";
import { switchCompany, type SwitchResult } from "@/lib/actions/company";
import { userOps, type Company } from "@/lib/contracts/base-data/user";
import { callOp, handleEnvelope, messageMs } from "@/lib/client/request";
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

interface Props {
  companyId: number;
  companyName: string;
  /** Classes of the trigger, so the logo area and other places can style it. */
  className?: string;
  collapsed?: boolean;
}

/** docs/requirements.md §4: the logo area as a dropdown of the group's companies, for the company-switch users only. */
export function CompanySwitch({ companyId, companyName, className, collapsed }: Props) {
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
      <DropdownMenu onOpenChange={(open) => open && companies === null && load()}>
        <DropdownMenuTrigger
          className={cn("group flex min-w-0 items-center gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-[var(--theme-on-dark)]", className)}
          aria-label={t("trigger", { company: companyName })}
          data-testid="company-switch"
          disabled={pending}
        >
          {pending ? <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" /> : <Building2 aria-hidden="true" className="size-4 shrink-0" />}
          {!collapsed && (
            <span className="shell-label line-clamp-2 min-w-0 flex-1 text-[13px] leading-tight" data-testid="company-name">
              {companyName}
            </span>
          )}
          {!collapsed && <ChevronsUpDown aria-hidden="true" className="shell-label size-3.5 shrink-0 opacity-70" />}
        </DropdownMenuTrigger>
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
