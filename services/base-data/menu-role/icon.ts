import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuIconPurpose } from "./icon-upload";

/** Menu icons are shown to every signed-in user (the menu tree is), so only a session is needed. */
export const getMenuIcon = defineRoute(menuRoleOps.icon, {
  async handler({ db, req, params }) {
    const answer = await serveStored(db, req, params.fileId, { purpose: menuIconPurpose });
    if (!answer) throw notFound();
    return answer;
  },
});
