import { receivingScanOps, type ScanAnswer } from "@/lib/contracts/erp-purchase/receiving-scan";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { scanCarton, verdictAnswer } from "./scan";

/**
 * A device's offline queue, applied one scan after another in the order it was made: each answers as it would
 * have online, and a scan the device already sent (same client scan id) counts once.
 */
export const replayReceivingScans = defineRoute(receivingScanOps.replay, {
  rights: [rights.receivingScan.scan],
  audience: "internal",
  handler: async ({ db, scope, t, locale, body }) => {
    const answers: ScanAnswer[] = [];
    for (const s of body.scans) {
      // an ASN voided while the device was offline: its queued scans answer unknown instead of blocking the queue
      const answer = await scanCarton({ db, scope, t, locale }, { ...s, deviceId: body.deviceId }).catch((e: unknown) => {
        if (e instanceof AppError && e.code === "NOT_FOUND") return verdictAnswer(t, s.clientScanId, "unknown");
        throw e;
      });
      answers.push(answer);
    }
    return { answers };
  },
});
