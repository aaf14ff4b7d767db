import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeForm } from "@/components/delivery-notice/notice-form";
import { noticeFormParts } from "@/components/delivery-notice/form-parts";
import { PageFrame } from "@/components/common/page-frame";
import { orderPrefill } from "@/components/delivery-notice/order-prefill";
import { idParam } from "@/lib/contracts/common";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("new") };
}

/** A new delivery notice; `?order=<id>` starts it from that order ("Create ship notice" on the order's page). */
export default async function NewDeliveryNoticePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const t = await getTranslations("deliveryNotice");
  const order = idParam.safeParse({ id: (await searchParams).order });
  const from = order.success ? await orderPrefill(order.data.id) : null;
  const prefill = from && { lines: from.lines, header: { deliverDate: from.deliverDate, requiredDate: from.requiredDate } };
  return (
    <PageFrame title={t("new")}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-4">
        {from && (
          <p role="status" className="text-sm text-muted-foreground" data-testid="notice-from-order">
            {from.lines.length ? t("form.fromOrder", { pono: from.pono, lines: from.lines.length }) : t("form.fromOrderNone", { pono: from.pono })}
          </p>
        )}
        <NoticeForm notice={null} userNo={user.userNo} userType={user.userType} parts={noticeFormParts()} prefill={prefill} />
      </div>
    </PageFrame>
  );
}
