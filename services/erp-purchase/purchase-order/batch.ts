import type { Db } from "@/services/db/client";
import type { Translate } from "@/lib/contracts/issues";
import type { BatchResult } from "@/lib/contracts/common";
import { batchOutcomes } from "@/services/core/batch";
import type { Scope } from "@/services/core/list";
import { transitionOrder, type OrderAction } from "./transition";

export function batchTransition(db: Db, scope: Scope, ids: number[], action: OrderAction, at: { t: Translate; locale: string }): Promise<BatchResult> {
  return batchOutcomes(ids, at, (id) => transitionOrder(db, scope, id, action));
}
