import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { keepingCopy, storeUpload } from "@/services/core/storage";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { isSafeSvg } from "./svg-safety";

export const menuIconPurpose = "menu-icon";

export const uploadMenuIcon = defineRoute(menuRoleOps.iconUpload, {
  rights: [rights.menuRole.add, rights.menuRole.edit],
  audience: "internal",
  async handler({ db, req, principal: p, query }) {
    const op = menuRoleOps.iconUpload.upload!;
    if (!req.body) throw new AppError("VALIDATION", "validation.upload.empty");
    return db.transaction(async (tx) => {
      const kept: Uint8Array[] = [];
      const file = await storeUpload(tx, keepingCopy(req.body!, kept, op.maxBytes), {
        accept: op.accept, maxBytes: op.maxBytes, purpose: menuIconPurpose, name: query.name || "icon", createdBy: p.userId,
      });
      if (file.kind === "svg" && !isSafeSvg(Buffer.concat(kept))) throw new AppError("VALIDATION", "validation.menu.iconUnsafe");
      return { id: file.id, kind: file.kind, size: file.size };
    });
  },
});
