import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticePrint } from "@/components/delivery-notice/notice-print";
import { routeId } from "@/components/common/route-id";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("print.title") };
}

/** The dedicated print page of a delivery notice (Code128 barcode, printed with react-to-print). */
export default async function DeliveryNoticePrintPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return <NoticePrint id={id} />;
}
