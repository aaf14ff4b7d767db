import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";

export const menuIconPurpose = "menu-icon";

export const uploadMenuIcon = defineRoute(menuRoleOps.iconUpload, {
  rights: [rights.menuRole.add, rights.menuRole.edit],
  audience: "internal",
  // An SVG is held to the allow-list of storage/svg.ts while it streams.
  async handler({ principal: p, query, upload }) {
    const file = await upload({ purpose: menuIconPurpose, name: query.name || "icon", createdBy: p.userId });
    return { id: file.id, kind: file.kind, size: file.size };
  },
});
