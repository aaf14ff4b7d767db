import type { AnyRoute } from "@/services/core/route";
import { advanceItReport } from "./advance";
import { commentItReport } from "./comment";
import { createItReport } from "./create";
import { getItReport } from "./detail";
import { getItScreenshot, uploadItScreenshot } from "./files";
import { itReportListRoutes } from "./list";

/** The IT fault report routes, fixed paths before `/:id` ones. */
export const itReportRoutes: AnyRoute[] = [
  uploadItScreenshot, getItScreenshot, itReportListRoutes.list, itReportListRoutes.export, createItReport, getItReport, advanceItReport, commentItReport,
];
