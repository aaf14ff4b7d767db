"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import type { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";

/** The buyer's price review of a pending order: its lines against the valid price records. */
export function PriceReviewButton({ op, orderId, onDone }: { op: OpAddress<typeof purchaseOrderOps.priceReview>; orderId: number; onDone: () => void }) {
  const t = useTranslations("purchaseOrder.priceReview");
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const r = await callOp(op, { params: { id: orderId } });
      if (r.priceReviewStatus === "done") toast.success(t("passed"));
      else toast.error(t("failed", { count: r.lines.filter((l) => !l.passed).length }));
      onDone();
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };
  return (
    <RequireRights anyOf={[rights.purchaseOrder.review]}>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void run()} data-testid="detail-price-review">
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}{t("action")}
      </Button>
    </RequireRights>
  );
}
