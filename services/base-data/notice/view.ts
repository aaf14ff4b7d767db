import { noticeOps } from "@/lib/contracts/base-data/notice";
import { defineRoute } from "@/services/core/route";
import { noticeReads } from "@/services/db/schema";
import { loadView } from "./load";

/** One readable notice; the first view records the read (idempotent under double requests). */
export const viewNotice = defineRoute(noticeOps.view, {
  handler: async ({ db, principal, params }) => {
    await loadView(db, principal, params.id);
    await db.insert(noticeReads).values({ noticeId: params.id, userId: principal.userId }).onConflictDoNothing();
    return loadView(db, principal, params.id);
  },
});
