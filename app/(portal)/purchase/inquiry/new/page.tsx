import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryForm } from "@/components/price-inquiry/inquiry-form";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("priceInquiry");
  return { title: t("newTitle") };
}

export default async function NewPriceInquiryPage() {
  await requireUser();
  const t = await getTranslations("priceInquiry");
  return (
    <PageFrame title={t("newTitle")}>
      <BackLink href="/purchase/inquiry" label={t("title")} />
      <InquiryForm />
    </PageFrame>
  );
}
