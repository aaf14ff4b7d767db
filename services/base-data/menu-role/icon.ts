import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { fileResponse, openStored } from "@/services/core/storage";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuIconPurpose } from "./icon-upload";

/** Menu icons are shown to every signed-in user (the menu tree is), so only a session is needed. */
export const getMenuIcon = defineRoute(menuRoleOps.icon, {
  async handler({ db, params }) {
    const found = await openStored(db, params.fileId, { purpose: menuIconPurpose });
    if (!found) throw notFound();
    return fileResponse(found);
  },
});
