"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { priceInquiryOps, type InquiryDetail } from "@/lib/contracts/erp-purchase/price-inquiry";
import { callOp } from "@/lib/client/request";
import { Skeleton } from "@/components/ui/skeleton";
import { InquiryForm } from "./inquiry-form";

/** The edit form of a draft, once its current content has loaded. */
export function InquiryEdit({ id }: { id: number }) {
  const t = useTranslations("common");
  const [data, setData] = useState<InquiryDetail | null>(null);
  useEffect(() => void callOp(priceInquiryOps.detail, { params: { id } }).then(setData).catch(() => undefined), [id]);
  return data ? <InquiryForm initial={data} /> : <Skeleton className="h-64 w-full" aria-label={t("loading")} />;
}
