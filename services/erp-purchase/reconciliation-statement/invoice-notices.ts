import { sql } from "drizzle-orm";
import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { rights } from "@/lib/rights/codes";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { reconciliationStatements } from "@/services/db/schema";

/** The dashboard's invoice notices, counted in the caller's scope (each links to the list filtered the same way). */
export const getInvoiceNotices = defineRoute(invoiceOps.notices, {
  rights: [rights.reconciliationStatement.view],
  handler: async ({ db, scope }) => {
    const [c] = await rows<Record<string, number>>(db, sql`
      select count(*) filter (where ${reconciliationStatements.status} = 'confirmed' and ${reconciliationStatements.invoiceState} = 'to_upload')::int as "toUpload",
        count(*) filter (where ${reconciliationStatements.status} = 'confirmed' and ${reconciliationStatements.invoiceState} = 'uploaded')::int as uploaded,
        count(*) filter (where ${reconciliationStatements.status} = 'sent')::int as "toConfirm",
        count(*) filter (where ${reconciliationStatements.status} = 'confirmed' and ${reconciliationStatements.invoiceState} = 'returned')::int as returned
      from ${reconciliationStatements} where ${inScope(scope, sql`${reconciliationStatements.companyId}`, sql`${reconciliationStatements.supplierId}`)}`);
    return { toUpload: Number(c!.toUpload), uploaded: Number(c!.uploaded), toConfirm: Number(c!.toConfirm), returned: Number(c!.returned) };
  },
});
