"use client";

import { useTranslations } from "next-intl";
import { priceInquiryOps, type InquiryDetail } from "@/lib/contracts/erp-purchase/price-inquiry";
import { useDetail } from "@/lib/client/use-resource";
import { Skeleton } from "@/components/ui/skeleton";
import { InquiryForm } from "./inquiry-form";

/** The edit form of a draft, once its current content has loaded. */
export function InquiryEdit({ id, initial }: { id: number; initial: InquiryDetail | null }) {
  const t = useTranslations("common");
  const { data } = useDetail(priceInquiryOps.detail, id, initial);
  return data ? <InquiryForm initial={data} /> : <Skeleton className="h-64 w-full" aria-label={t("loading")} />;
}
