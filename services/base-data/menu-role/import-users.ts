import { and, eq, inArray, sql } from "drizzle-orm";
import { roleImportOps, type RoleImportRow } from "@/lib/contracts/base-data/role-import";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { readSheet, type SheetRow } from "@/services/core/import/read-sheet";
import { defineRoute } from "@/services/core/route";
import { removeStored } from "@/services/core/storage";
import { roles, userCompanies, userRoles, users as usersTable } from "@/services/db/schema";
import { translatorFor } from "@/services/core/i18n";
import { locales } from "@/lib/i18n/locales";
import { roleAuditEntity } from "./events";

export const roleImportPurpose = "role-import";
/** A header as compared: full-width folded, lower case, without a trailing note "(required)", spaces, marks or punctuation. */
const headerKey = (cell: string) =>
  cell.normalize("NFKC").toLowerCase().replace(/[(\[].*$/, "").replace(/[\s.:*_\-#/\\º°'"]/g, "");

/**
 * The captions that name the work number column: the template's and the screens' in every locale of the
 * portal, and the usual variants people type.
 */
const userNoHeaders = new Set(
  [
    ...locales.flatMap((l) => ["roleImport.template.userNo", "roleImport.columns.userNo", "subAccount.columns.userNo", "label.fields.workNo"].map((k) => translatorFor(l)(k))),
    "工号", "员工号", "员工编号", "工號", "員工編號", "账号", "用户编号", "社員番号", "従業員番号", "社員コード", "ユーザーid",
    "work no", "work number", "workno", "employee no", "employee number", "employee id", "staff no", "staff id", "user no", "user number", "user id",
    "userno", "user_no", "work_no", "mã nv", "mã nhân viên", "số hiệu nhân viên", "número de empleado", "nº empleado", "n.º de empleado",
  ].map(headerKey),
);
const isUserNoHeader = (cell: string) => userNoHeaders.has(headerKey(cell));
const userNoShape = /^[A-Za-z0-9_-]{1,30}$/;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The sheet's rows under its header, each as the outcome it can have before the database is asked. */
function planRows(sheet: SheetRow[], t: Translate): Array<RoleImportRow & { ok: boolean }> {
  const headerAt = sheet.findIndex((r) => r.cells.some(isUserNoHeader));
  if (headerAt < 0) throw new AppError("VALIDATION", "validation.import.noHeader");
  const col = sheet[headerAt]!.cells.findIndex(isUserNoHeader);
  return sheet.slice(headerAt + 1).map(({ n, cells }) => {
    const userNo = cells[col] ?? "";
    if (!userNo) return { row: n, userNo, outcome: "bad", reason: t("validation.import.emptyUserNo"), ok: false };
    if (!userNoShape.test(userNo)) return { row: n, userNo: userNo.slice(0, 30), outcome: "bad", reason: t("validation.import.badUserNo"), ok: false };
    return { row: n, userNo, outcome: "added", reason: "", ok: true };
  });
}

/**
 * Adds the users a workbook names to a role. The file is checked like every upload (size while it streams,
 * kind by its bytes), read off the event loop, and not kept. Only users of the admin's company count; a
 * work number twice in the sheet is "already there" the second time. One transaction, one audit row.
 */
export const importRoleUsers = defineRoute(roleImportOps.importUsers, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, query, t, upload }) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, params.id));
    if (!role) throw notFound();
    const kept: Uint8Array[] = [];
    const file = await upload({ purpose: roleImportPurpose, name: query.name, createdBy: p.userId, keep: kept });
    let sheet: SheetRow[];
    try {
      sheet = await readSheet(Buffer.concat(kept), file.kind === "xls" ? "xls" : "xlsx");
    } finally {
      await removeStored(db, file.id);
    }
    const plan = planRows(sheet, t);
    const wanted = [...new Set(plan.filter((r) => r.ok).map((r) => r.userNo))];
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, params.id)).for("update");
      if (!locked) throw notFound();
      const users = wanted.length
        ? await tx.select({
            id: usersTable.id, userNo: usersTable.userNo,
            member: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${usersTable.id} and ${userRoles.roleId} = ${params.id})`,
          }).from(usersTable)
            .innerJoin(userCompanies, and(eq(userCompanies.userId, usersTable.id), eq(userCompanies.companyId, p.companyId)))
            .where(inArray(usersTable.userNo, wanted))
        : [];
      const byNo = new Map(users.map((u) => [u.userNo, u]));
      const added = new Set<string>();
      const report = plan.map(({ ok, ...r }): RoleImportRow => {
        if (!ok) return r;
        const u = byNo.get(r.userNo);
        if (!u) return { ...r, outcome: "unknown", reason: t("validation.import.unknownUser") };
        if (u.member || added.has(r.userNo)) return { ...r, outcome: "already" };
        added.add(r.userNo);
        return r;
      });
      for (const no of added) await tx.insert(userRoles).values({ userId: byNo.get(no)!.id, roleId: params.id }).onConflictDoNothing();
      const count = (o: RoleImportRow["outcome"]) => report.filter((r) => r.outcome === o).length;
      const answer = { added: count("added"), already: count("already"), unknown: count("unknown"), bad: count("bad"), rows: report };
      await writeAudit(tx, { actor: p, entity: roleAuditEntity, entityId: params.id, action: "importUsers",
        detail: { file: file.name, added: [...added], already: answer.already, unknown: answer.unknown, bad: answer.bad } });
      return answer;
    });
  },
});
