import { sql } from "drizzle-orm";
import { materialPrepList } from "@/lib/contracts/erp-purchase/material-prep";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { materialPrepTasks } from "@/services/db/schema";
import { m, materialPrepWhere, prepFrom, prepSelect } from "./where";

export const materialPrepListRoutes = listRoutes(materialPrepList, {
  from: prepFrom,
  countFrom: sql`${materialPrepTasks} ${m}`,
  id: sql`${m.id}`,
  rights: { view: rights.materialPrep.view, export: rights.materialPrep.export },
  where: async (scope, filters) => materialPrepWhere(scope, filters),
  select: prepSelect,
});
