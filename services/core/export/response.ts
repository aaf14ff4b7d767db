import { fileStamp } from "@/lib/business-time";
import { contentDisposition } from "./disposition";
import { trackedExport } from "./tracked";

export const xlsxMime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function xlsxResponse(filename: string, body: ReadableStream<Uint8Array> | Uint8Array): Response {
  return new Response(trackedExport(body) as BodyInit, {
    headers: {
      "Content-Type": xlsxMime,
      "Content-Disposition": contentDisposition(filename),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** `<name>-YYYYMMDD-HHmm.xlsx`, the wall-clock time in the company's zone. */
export function exportFilename(name: string, at: Date, timeZone: string): string {
  return `${name}-${fileStamp(at, timeZone)}.xlsx`;
}
