import { rights } from "@/lib/rights/codes";
import { internalOnly, type Matrix } from "../helpers/matrix";

/** The warehouse-stock routes of the erp-production matrix. They are internal: every probe is refused; which staff may call them, on which records, erp-production-delivery.matrix.test.ts walks. */
export const warehouseStockMatrix: Matrix = {
  "get /warehouse-stock": internalOnly([rights.warehouseStock.view], "list", "/warehouse-stock?productCode=CP-1001"),
  "get /warehouse-stock/export": internalOnly([rights.warehouseStock.export], "export", "/warehouse-stock/export?productCode=CP-1001"),
};
