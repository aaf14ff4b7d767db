import type { Translate } from "@/lib/contracts/issues";
import type { BatchResult } from "@/lib/contracts/common";
import { AppError } from "@/services/core/errors";
import { messageValues } from "@/lib/number-format";

/**
 * A batch action (`POST <module>/batch/<action>`): each id in its own transaction, in order, duplicates
 * once; the answer reports every id's outcome in the caller's language. Errors other than AppError
 * (a broken database) still fail the whole request.
 */
export async function batchOutcomes(ids: readonly number[], { t, locale }: { t: Translate; locale: string }, one: (id: number) => Promise<unknown>): Promise<BatchResult> {
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await one(id);
      result.succeeded.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.failed.push({ id, returnCode: err.returnCode, message: t(err.messageKey, messageValues(err.values, locale)) });
    }
  }
  return result;
}
