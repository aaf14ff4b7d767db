import { sql } from "drizzle-orm";
import { roleImportOps, type RoleImportRow } from "@/lib/contracts/base-data/role-import";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { readSheet, type SheetRow } from "@/services/core/import/read-sheet";
import { defineRoute } from "@/services/core/route";
import { removeStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";

export const roleImportPurpose = "role-import";
/** A header cell naming the work number column, in any of the portal's languages or as the template says. */
const userNoHeader = /^(工号|員工番号|社員番号|work\s*no\.?|user\s*no\.?|userno|mã\s*nhân\s*viên|n[úu]mero\s*de\s*empleado)/i;
const userNoShape = /^[A-Za-z0-9_-]{1,30}$/;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The sheet's rows under its header, each as the outcome it can have before the database is asked. */
function planRows(sheet: SheetRow[], t: Translate): Array<RoleImportRow & { ok: boolean }> {
  const headerAt = sheet.findIndex((r) => r.cells.some((c) => userNoHeader.test(c)));
  if (headerAt < 0) throw new AppError("VALIDATION", "validation.import.noHeader");
  const col = sheet[headerAt]!.cells.findIndex((c) => userNoHeader.test(c));
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
    const [role] = await rows(db, sql`select 1 from roles where id = ${params.id}`);
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
      const [locked] = await rows(tx, sql`select id from roles where id = ${params.id} for update`);
      if (!locked) throw notFound();
      const users = wanted.length
        ? await rows<{ id: number; user_no: string; member: boolean }>(tx, sql`
            select u.id, u.user_no, exists (select 1 from user_roles r where r.user_id = u.id and r.role_id = ${params.id}) as member
            from users u join user_companies uc on uc.user_id = u.id and uc.company_id = ${p.companyId}
            where u.user_no in (${sql.join(wanted.map((u) => sql`${u}`), sql`, `)})`)
        : [];
      const byNo = new Map(users.map((u) => [u.user_no, u]));
      const added = new Set<string>();
      const report = plan.map(({ ok, ...r }): RoleImportRow => {
        if (!ok) return r;
        const u = byNo.get(r.userNo);
        if (!u) return { ...r, outcome: "unknown", reason: t("validation.import.unknownUser") };
        if (u.member || added.has(r.userNo)) return { ...r, outcome: "already" };
        added.add(r.userNo);
        return r;
      });
      for (const no of added) await tx.execute(sql`insert into user_roles (user_id, role_id) values (${byNo.get(no)!.id}, ${params.id}) on conflict do nothing`);
      const count = (o: RoleImportRow["outcome"]) => report.filter((r) => r.outcome === o).length;
      const answer = { added: count("added"), already: count("already"), unknown: count("unknown"), bad: count("bad"), rows: report };
      await writeAudit(tx, { actor: p, entity: "role", entityId: params.id, action: "importUsers",
        detail: { file: file.name, added: [...added], already: answer.already, unknown: answer.unknown, bad: answer.bad } });
      return answer;
    });
  },
});
