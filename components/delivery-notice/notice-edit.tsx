"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { useDetail } from "@/lib/client/use-resource";
import { Skeleton } from "@/components/ui/skeleton";
import { NoticeForm } from "./notice-form";
import type { NoticeFormParts } from "./form-parts";

/** Loads a notice for editing; only an open (unreceived) notice can be edited. */
export function NoticeEdit({ id, userNo, userType, parts, initial }: { id: number; userNo: string; userType: UserType; parts: NoticeFormParts; initial: DeliveryNoticeDetail | null }) {
  const t = useTranslations("deliveryNotice");
  const { data, error } = useDetail(parts.detail, id, initial);
  if (error && !data) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (!data) return <Skeleton className="h-96 w-full" />;
  if (data.status !== "open") {
    return (
      <p role="alert" className="text-sm">
        {t("form.notEditable", { noticeNo: data.noticeNo })}{" "}
        <Link href={`/delivery/notice/${id}`} className="text-primary hover:underline">
          {t("backToNotice")}
        </Link>
      </p>
    );
  }
  return <NoticeForm notice={data} userNo={userNo} userType={userType} parts={parts} />;
}
