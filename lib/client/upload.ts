import { pathOf, type AnyOperation, type OpAddress, type ResponseOf } from "@/lib/contracts/kit/operation";
import { handleEnvelope } from "./request";

/**
 * Sends a file as the raw body of an upload operation (its path ends in /upload), with progress. The
 * service checks size and magic bytes while it streams; its envelope errors are shown like any call's.
 */
export function uploadFile<O extends AnyOperation>(
  op: O | OpAddress<O>,
  file: Blob & { name?: string },
  opts: { params?: Record<string, string | number>; query?: Record<string, string>; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ResponseOf<O>> {
  const qs = new URLSearchParams({ name: (file.name ?? "file").slice(0, 200), ...opts.query });
  const url = `/api/${op.service}${pathOf(op, opts.params)}?${qs}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(op.method.toUpperCase(), url);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      try {
        resolve(handleEnvelope<ResponseOf<O>>(JSON.parse(xhr.responseText)));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => {
      try {
        handleEnvelope({ returnCode: 0, message: "Network error" });
      } catch (err) {
        reject(err);
      }
    };
    opts.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
}
