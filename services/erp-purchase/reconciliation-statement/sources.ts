import "server-only";
import type { SettlementSource } from "@/services/core/settlement/source";
import { receiptSettlementSource, returnSettlementSource } from "@/services/erp-purchase/purchase-receipt/settlement-source";

/**
 * Every module whose documents create money owed to or by a supplier, in the order their lines appear on a
 * statement. Adding a source (deduction bills, VMI consumption) means adding it here, nothing else.
 */
export const settlementSources: readonly SettlementSource[] = [receiptSettlementSource, returnSettlementSource];
