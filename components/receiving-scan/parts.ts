import { receivingScanOps } from "@/lib/contracts/erp-purchase/receiving-scan";
import { addressOf } from "@/lib/contracts/kit/operation";

/** The dock's calls as addresses: the page hands them over, so the browser ships none of the contract's schemas. */
export const receivingScanParts = () => ({
  find: addressOf(receivingScanOps.find),
  detail: addressOf(receivingScanOps.detail),
  scan: addressOf(receivingScanOps.scan),
  replay: addressOf(receivingScanOps.replay),
  book: addressOf(receivingScanOps.book),
});
export type ReceivingScanParts = ReturnType<typeof receivingScanParts>;
