import { requireUser } from "@/lib/portal/user";
import { NotePrint } from "@/components/delivery-note/note-print";
import { fixedMetadata } from "@/lib/menu/page-title";

export const generateMetadata = () => fixedMetadata("/baseInfoPrint/PrintDeliverOrder");

/** /baseInfoPrint/PrintDeliverOrder?id=1 (docs/requirements.md §2): the delivery note print for one note. */
export default async function PrintDeliverOrderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const q = await searchParams;
  const id = typeof q.id === "string" && /^\d{1,10}$/.test(q.id) ? [Number(q.id)] : [];
  return <NotePrint ids={id} />;
}
