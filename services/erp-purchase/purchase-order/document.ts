import { eq } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { companies } from "@/services/db/schema";
import { contentDisposition } from "@/services/core/export/disposition";
import { cjkFonts } from "@/services/core/fonts";
import { loadOrderDetail } from "./load";
import { renderOrderPdf } from "./document-pdf";

/** The order as a PDF, for whoever may see it (another supplier's order answers 404 from loadOrderDetail). */
export const getPurchaseOrderPdf = defineRoute(purchaseOrderOps.pdf, {
  rights: [rights.purchaseOrder.view],
  handler: async ({ db, scope, params, t, locale }) => {
    const order = await loadOrderDetail(db, scope, params.id, locale);
    const [company] = await db.select({ name: companies.accountName }).from(companies).where(eq(companies.id, scope.companyId));
    const bytes = await renderOrderPdf({ order, companyName: company?.name ?? "", t, locale, timeZone: scope.timeZone, fonts: cjkFonts(), printedAt: new Date() });
    return new Response(bytes, {
      headers: {
        "Content-Type": purchaseOrderOps.pdf.binary,
        "Content-Length": String(bytes.length),
        "Content-Disposition": contentDisposition(`${order.pono}.pdf`, "attachment"),
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
});
