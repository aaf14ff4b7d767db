export { storeUpload, storeGenerated, chunkBytes, type StoredFile, type ByteSource, type UploadOptions } from "./store";
export { openStored, removeStored, streamBytes, type OpenedFile } from "./read";
export { fileResponse, framedPdfResponse, rangeNotSatisfiable } from "./response";
export { pdfMayRunScripts } from "./pdf-scripts";
export { parseRange, type ByteRange } from "./range";
export { serveStored } from "./serve";
export { uploadTooLarge, uploadWrongType, uploadEmpty } from "./errors";
export { fileKinds, mimeOfKind, type FileKind } from "@/lib/contracts/kit/upload";
export { keepingCopy } from "./keep-copy";
