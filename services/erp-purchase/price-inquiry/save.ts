import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { inquiryInput } from "@/lib/contracts/erp-purchase/price-inquiry";
import { AppError } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { bare, idList } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { priceInquiryFiles, priceInquiryLines, priceInquirySuppliers, suppliers } from "@/services/db/schema";

type Input = z.output<typeof inquiryInput>;

/**
 * Writes a draft's lines, invited suppliers and attachments (replacing the previous ones). Suppliers must be
 * enabled; files must be this company's uploads, unbound or already this inquiry's.
 */
export async function writeInquiryParts(tx: Db, scope: Scope, inquiryId: number, body: Input): Promise<void> {
  const found = await rows<{ id: number }>(tx, sql`select ${suppliers.id} from ${suppliers} where ${suppliers.enabled} and ${suppliers.id} in ${idList(body.supplierIds)}`);
  if (found.length !== body.supplierIds.length) {
    throw new AppError("VALIDATION", "validation.priceInquiry.suppliers", {}, { supplierIds: ["validation.priceInquiry.suppliers"] });
  }
  if (body.fileIds.length) {
    const files = await rows<{ file_id: string }>(tx, sql`
      select ${priceInquiryFiles.fileId} from ${priceInquiryFiles}
      where ${priceInquiryFiles.companyId} = ${scope.companyId} and (${priceInquiryFiles.inquiryId} is null or ${priceInquiryFiles.inquiryId} = ${inquiryId})
        and ${priceInquiryFiles.fileId} in (${sql.join(body.fileIds.map((f) => sql`${f}::uuid`), sql`, `)})`);
    if (files.length !== new Set(body.fileIds).size) throw new AppError("VALIDATION", "validation.priceInquiry.files", {}, { fileIds: ["validation.priceInquiry.files"] });
  }
  await tx.execute(sql`delete from ${priceInquiryLines} where ${priceInquiryLines.inquiryId} = ${inquiryId}`);
  await tx.execute(sql`delete from ${priceInquirySuppliers} where ${priceInquirySuppliers.inquiryId} = ${inquiryId}`);
  await tx.execute(sql`update ${priceInquiryFiles} set ${bare(priceInquiryFiles.inquiryId)} = null where ${priceInquiryFiles.inquiryId} = ${inquiryId}`);
  await tx.insert(priceInquiryLines).values(body.lines.map((l, i) => ({
    inquiryId, lineNo: i + 1, itemno: l.itemno, itemdesc: l.itemdesc, specs: l.specs, unit: l.unit, qty: l.qty, requiredDate: l.requiredDate,
  })));
  await tx.insert(priceInquirySuppliers).values(body.supplierIds.map((supplierId) => ({ inquiryId, companyId: scope.companyId, supplierId })));
  if (body.fileIds.length) {
    await tx.execute(sql`update ${priceInquiryFiles} set ${bare(priceInquiryFiles.inquiryId)} = ${inquiryId}
      where ${priceInquiryFiles.companyId} = ${scope.companyId} and ${priceInquiryFiles.fileId} in (${sql.join(body.fileIds.map((f) => sql`${f}::uuid`), sql`, `)})`);
  }
}
