import ExcelJS from "exceljs";
import { roleImportOps } from "@/lib/contracts/base-data/role-import";
import { rights } from "@/lib/rights/codes";
import { contentDisposition } from "@/services/core/export/disposition";
import { defineRoute } from "@/services/core/route";

/** The import template: a header the importer recognises in every language, and one example row. */
export const roleImportTemplate = defineRoute(roleImportOps.template, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ t }) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(t("roleImport.template.sheet"));
    sheet.columns = [
      { header: t("roleImport.template.userNo"), width: 18 },
      { header: t("roleImport.template.name"), width: 24 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.addRow(["E1001", t("roleImport.template.example")]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    return new Response(bytes, {
      headers: {
        "Content-Type": roleImportOps.template.binary,
        "Content-Length": String(bytes.length),
        "Content-Disposition": contentDisposition(`${t("roleImport.template.file")}.xlsx`, "attachment"),
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
});
