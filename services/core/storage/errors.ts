import type { FileKind } from "@/lib/contracts/kit/upload";
import { AppError } from "../errors";

// Below 1 MB the limit reads in KB: a 10 KB icon limit would otherwise read "0 MB".
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Number((bytes / 1024).toFixed(1))} KB` : `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

export const uploadTooLarge = (maxBytes: number) => new AppError("TOO_LARGE", "validation.upload.tooLarge", { max: megabytes(maxBytes) });
export const uploadWrongType = (accept: readonly FileKind[]) =>
  new AppError("VALIDATION", "validation.upload.type", { kinds: accept.map((k) => k.toUpperCase()).join(", ") });
export const uploadEmpty = () => new AppError("VALIDATION", "validation.upload.empty");
export const uploadUnsafeSvg = () => new AppError("VALIDATION", "validation.upload.svgUnsafe");
export const uploadBadName = () => new AppError("VALIDATION", "validation.upload.badName");
