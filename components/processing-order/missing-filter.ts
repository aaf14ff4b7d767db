import type { ProcessingOrderFilters as ProcessingFilters } from "@/lib/contracts/erp-production/processing-order";

/** docs/requirements.md §5: a query needs the outbound date, and internal users the supplier number. */
export function missingFilter(f: Partial<ProcessingFilters>, isSupplier: boolean): string | null {
  if (!f.outboundDateRange && !(f.outboundDateFrom && f.outboundDateTo)) return "processingOrder.filters.needDate";
  if (!isSupplier && !f.venno) return "processingOrder.filters.needSupplier";
  return null;
}
