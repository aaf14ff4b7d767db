import { contentDisposition } from "./disposition";

export const xlsxMime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function xlsxResponse(filename: string, body: ReadableStream<Uint8Array> | Uint8Array): Response {
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": xlsxMime,
      "Content-Disposition": contentDisposition(filename),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** `<name>-YYYYMMDD-HHmm.xlsx` in UTC. */
export function exportFilename(name: string, at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").slice(0, 13).replace("T", "-");
  return `${name}-${stamp}.xlsx`;
}
