import type { Db } from "@/services/db/client";
import type { Translate } from "@/lib/contracts/issues";
import type { BatchResult } from "@/lib/contracts/common";
import { AppError } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { transitionOrder, type OrderAction } from "./transition";

/** Each order in its own transaction; the answer reports every order's outcome in the caller's language. */
export async function batchTransition(db: Db, scope: Scope, ids: number[], action: OrderAction, t: Translate): Promise<BatchResult> {
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await transitionOrder(db, scope, id, action);
      result.succeeded.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.failed.push({ id, returnCode: err.returnCode, message: t(err.messageKey, err.values) });
    }
  }
  return result;
}
