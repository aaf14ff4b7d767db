import { z } from "zod/mini";
import { filterText } from "../common";
import { col, defineList, type FiltersOf } from "../kit/list";

/** Stock on hand in the group's warehouse, by product code, batch, location, stock area, owner legal person and project. */
export const warehouseStockList = defineList({
  service: "erp-production",
  path: "/warehouse-stock",
  namespace: "warehouseStock",
  summary: "Warehouse stock by product, batch, location, stock area, owner legal person and project",
  defaultSort: "productCode",
  columns: {
    productCode: col.text(),
    productName: col.text({ width: 20 }),
    batchNo: col.text(),
    location: col.text(),
    stockArea: col.text(),
    ownerLegalPerson: col.text({ width: 20 }),
    projectNo: col.text(),
    unit: col.text(),
    onHand: col.decimal(),
    allocated: col.decimal(),
    available: col.decimal(),
    receivedOn: col.text(),
  },
  filters: {
    productCode: filterText().check(z.describe("product code prefix")),
    batchNo: filterText().check(z.describe("batch number prefix")),
    location: filterText().check(z.describe("location prefix")),
    stockArea: filterText().check(z.describe("stock area")),
    ownerLegalPerson: filterText(100).check(z.describe("owner legal person")),
    projectNo: filterText().check(z.describe("project number prefix")),
  },
});
export type WarehouseStockRow = z.infer<typeof warehouseStockList.row>;
export type WarehouseStockFilters = FiltersOf<typeof warehouseStockList>;
