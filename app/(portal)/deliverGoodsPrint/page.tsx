import { requireUser } from "@/lib/portal/user";
import { NotePrint } from "@/components/delivery-note/note-print";
import { fixedMetadata } from "@/lib/menu/page-title";

export const generateMetadata = () => fixedMetadata("/deliverGoodsPrint");

/** /deliverGoodsPrint?ids=1,2,3 (docs/requirements.md §2): 1 to 10 delivery notes, one per landscape A4 page. */
export default async function DeliverGoodsPrintPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const q = await searchParams;
  const ids = typeof q.ids === "string" ? [...new Set(q.ids.split(",").filter((s) => /^\d{1,10}$/.test(s)).map(Number))] : [];
  return <NotePrint ids={ids} />;
}
