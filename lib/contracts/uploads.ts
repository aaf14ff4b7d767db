import type { AnyOperation } from "./kit/operation";
import { maxBodyBytes } from "./body-limit";
import { noticeOps } from "./base-data/notice";

/** Every raw-upload operation: the portal's proxy lets their bodies through up to their own limit, streamed. */
const uploadOps: AnyOperation[] = [noticeOps.uploadImage, noticeOps.uploadVideo];

/** The body limit of a call through the portal: an upload operation's own, else the JSON limit. */
export function bodyLimitFor(service: string, method: string, path: string): number {
  const op = uploadOps.find((o) => o.service === service && o.method === method.toLowerCase() && `/${path}` === o.path);
  return op?.upload?.maxBytes ?? maxBodyBytes;
}
