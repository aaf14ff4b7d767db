import { itReportInput, itReportOps } from "@/lib/contracts/base-data/it-report";
import { addressOf } from "@/lib/contracts/kit/operation";
import { formFacts } from "@/components/common/schema-limits";

/** What the report form reads of its contract before its schema loads: the fields' facts and the calls' addresses. */
export const itReportFormParts = () => ({
  facts: formFacts(itReportInput),
  create: addressOf(itReportOps.create),
  upload: addressOf(itReportOps.uploadScreenshot),
});
export type ItReportFormParts = ReturnType<typeof itReportFormParts>;
