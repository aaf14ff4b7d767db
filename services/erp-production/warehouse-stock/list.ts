import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { warehouseStockList } from "@/lib/contracts/erp-production/warehouse-stock";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { and, startsWith } from "@/services/core/list";
import { stockItems } from "@/services/db/schema";

const s = alias(stockItems, "s");

export const warehouseStockListRoutes = listRoutes(warehouseStockList, {
  from: sql`${stockItems} ${s}`,
  id: sql`${s.id}`,
  rights: { view: rights.warehouseStock.view, export: rights.warehouseStock.export },
  audience: "internal",
  where: (scope, f) => and([
    sql`${s.companyId} = ${scope.companyId}`,
    f.productCode && startsWith(sql`${s.productCode}`, f.productCode),
    f.batchNo && startsWith(sql`${s.batchNo}`, f.batchNo),
    f.location && startsWith(sql`${s.location}`, f.location),
    f.stockArea && sql`${s.stockArea} = ${f.stockArea}`,
    f.ownerLegalPerson && sql`${s.ownerLegalPerson} = ${f.ownerLegalPerson}`,
    f.projectNo && startsWith(sql`${s.projectNo}`, f.projectNo),
  ]),
  select: {
    productCode: sql`${s.productCode}`,
    productName: sql`${s.productName}`,
    batchNo: sql`${s.batchNo}`,
    location: sql`${s.location}`,
    stockArea: sql`${s.stockArea}`,
    ownerLegalPerson: sql`${s.ownerLegalPerson}`,
    projectNo: sql`${s.projectNo}`,
    unit: sql`${s.unit}`,
    onHand: sql`${s.onHand}`,
    allocated: sql`${s.allocated}`,
    available: sql`(${s.onHand} - ${s.allocated})`,
    receivedOn: sql`${s.receivedOn}`,
  },
});
