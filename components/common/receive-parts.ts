import { callOp } from "@/lib/client/request";
import type { BatchResult } from "@/lib/contracts/common";
import type { AnyOperation } from "@/lib/contracts/kit/operation";
import type { ReceiveParts } from "./use-receive-actions";

/** The four operations every receive/reject module declares; the services parse what these send. */
export interface ReceiveOps {
  /** `/:id/…` with no body */
  receive: AnyOperation;
  /** `/:id/…` with `{ reason }` */
  reject: AnyOperation;
  /** `{ ids }`, answering a BatchResult */
  batchReceive: AnyOperation;
  /** `{ ids, reason }`, answering a BatchResult */
  batchReject: AnyOperation;
}

/** A module's receive/reject parts from its contract: loaded with the dialogs, never with a list. */
export function receiveParts(rejectSchema: ReceiveParts["rejectSchema"], ops: ReceiveOps): ReceiveParts {
  const batch = (op: AnyOperation, body: object) => callOp(op, { body }) as Promise<BatchResult>;
  return {
    rejectSchema,
    calls: {
      receive: (id) => callOp(ops.receive, { params: { id } }),
      reject: (id, reason) => callOp(ops.reject, { params: { id }, body: { reason } }),
      batchReceive: (ids) => batch(ops.batchReceive, { ids }),
      batchReject: (ids, reason) => batch(ops.batchReject, { ids, reason }),
    },
  };
}
