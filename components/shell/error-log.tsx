"use client";

import { useEffect, useState } from "react";
import { clientOnly } from "@/components/common/client-only";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CountBadge } from "./count-badge";
import { ShellIcon } from "./shell-icon";
import { captureErrors, useErrorLog } from "@/lib/client/error-log";

const load = () => import("./error-log-dialog");
const ErrorLogDialog = clientOnly(load);

/** Captures client errors for this page session and shows them behind a badge (docs/requirements.md §2 error log). */
export function ErrorLog() {
  const t = useTranslations("errorLog");
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => captureErrors(), []);
  const count = entries.length;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        aria-label={count ? t("buttonCount", { count }) : t("button")}
        data-testid="error-log"
      >
        <ShellIcon name="bug" />
        {count > 0 && <CountBadge count={count} testId="error-log-badge" />}
      </Button>
      {used && <ErrorLogDialog open={open} setOpen={setOpen} />}
    </>
  );
}
