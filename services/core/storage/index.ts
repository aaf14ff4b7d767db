export { storeUpload, storeGenerated, chunkBytes, type StoredFile, type ByteSource, type UploadOptions } from "./store";
export { openStored, removeStored, type OpenedFile } from "./read";
export { fileResponse } from "./response";
export { uploadTooLarge, uploadWrongType, uploadEmpty } from "./errors";
export { fileKinds, mimeOfKind, type FileKind } from "@/lib/contracts/kit/upload";
