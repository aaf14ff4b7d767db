/**
 * What an upload operation takes: the file kinds (told by their magic bytes, never by a name) and the
 * most bytes. The service enforces both while the body streams; a form can check them before sending.
 */
export const fileKinds = ["png", "jpeg", "gif", "webp", "pdf", "mp4", "webm", "zip", "docx", "xlsx", "xls", "svg", "xml"] as const;
export type FileKind = (typeof fileKinds)[number];

export const mimeOfKind: Record<FileKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  zip: "application/zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  svg: "image/svg+xml",
  xml: "application/xml",
};

/** The largest body any upload route takes; each route declares its own, smaller or equal. */
export const maxUploadBytes = 100 * 1024 * 1024;

export interface UploadSpec {
  accept: readonly FileKind[];
  maxBytes: number;
}

export function uploadSpec(accept: readonly FileKind[], maxBytes: number): UploadSpec {
  if (maxBytes > maxUploadBytes) throw new Error(`an upload route takes at most ${maxUploadBytes} bytes`);
  return { accept, maxBytes };
}

/** Upload operations' paths end so: the portal's proxy skips them, so Next never buffers the body. */
export const uploadPathSuffix = "/upload";
