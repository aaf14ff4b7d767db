import { printMetadata, ProcessingPrintRoute, type SearchParams } from "@/components/processing-order/print/print-route";

export const generateMetadata = () => printMetadata("carton");

/** /outerworkorder/CartonProcessprint?ids=1,2 (docs/requirements.md §2): 1 to 10 orders, one A4 sheet each. */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ProcessingPrintRoute form="carton" searchParams={searchParams} />;
}
