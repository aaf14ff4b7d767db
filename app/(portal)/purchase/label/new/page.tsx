import { getTranslations } from "next-intl/server";
import { idParam } from "@/lib/contracts/common";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelForm } from "@/components/purchase-label/label-form";
import { noticePrefill } from "@/components/purchase-label/notice-prefill";

export async function generateMetadata() {
  const t = await getTranslations("purchaseLabel");
  return { title: t("newLabels") };
}

/** New purchase labels; `?notice=<id>[&line=<id>]` starts from that delivery notice ("Print labels" on the ASN). */
export default async function NewPurchaseLabelsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const t = await getTranslations("purchaseLabel");
  const search = await searchParams;
  const notice = idParam.safeParse({ id: search.notice });
  const line = idParam.safeParse({ id: search.line });
  const prefill = notice.success ? await noticePrefill(notice.data.id, line.success ? line.data.id : undefined) : null;
  return (
    <PageFrame title={t("newLabels")}>
      {notice.success && !prefill && <p role="alert" className="text-sm text-destructive" data-testid="label-prefill-missing">{t("prefillMissing")}</p>}
      <LabelForm prefill={prefill} />
    </PageFrame>
  );
}
