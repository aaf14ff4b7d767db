import "server-only";
import type { SettlementSource } from "./settlement";
import { receiptSettlementSource, returnSettlementSource } from "@/services/erp-purchase/purchase-receipt/settlement-source";
import { vmiConsumptionSettlementSource } from "@/services/erp-purchase/vmi-inventory/settlement-source";
import { deductionSettlementSource } from "@/services/erp-production/deduction-bill/settlement-source";

/**
 * Every module whose documents create money owed to or by a supplier, in the order their lines appear on a
 * statement. Adding a source means adding it here, nothing else.
 */
export const settlementSources: readonly SettlementSource[] = [
  receiptSettlementSource,
  returnSettlementSource,
  vmiConsumptionSettlementSource,
  deductionSettlementSource,
];
