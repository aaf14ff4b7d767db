import type { NextRequest } from "next/server";
import { endSession } from "@/lib/session/end";
import { loginAfterEnd } from "@/lib/routes";
import { currentLocale } from "@/lib/i18n/request";
import { ReturnCode } from "@/lib/contracts/envelope";
import { envelopeResponse, isSameOrigin } from "@/lib/upstream/http";

export const dynamic = "force-dynamic";

/**
 * Ends a session the server no longer accepts, then goes to login with the wanted path and the reason.
 * A POST from a page of this site only (GET answers 405), so no other site can log a user out. The
 * Location is relative: the browser stays on the host it came by, whatever the server calls itself.
 */
export async function POST(req: NextRequest) {
  if (!isSameOrigin(req)) return envelopeResponse(await currentLocale(), ReturnCode.forbidden, "errors.crossOrigin");
  await endSession();
  const q = req.nextUrl.searchParams;
  return new Response(null, {
    status: 303,
    headers: { Location: loginAfterEnd(q.get("redirect"), q.get("code")), "Cache-Control": "private, no-store" },
  });
}
