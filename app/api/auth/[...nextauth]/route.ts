import type { NextRequest } from "next/server";
import { handlers } from "@/lib/sign-in/auth";

export const dynamic = "force-dynamic";

/**
 * Auth.js builds the callback address and its redirects from the request's URL, which Next names by the
 * server's listening address: the host the browser used (X-Forwarded-Host, which Next sets from the
 * incoming Host) and the scheme scripts/serve.mjs decided are put back, as signIn() does when the dance
 * starts, so both ends name the same redirect URI. A plain Request: a NextRequest would take its host
 * from the Host header again.
 */
async function asBrowserSaw(req: NextRequest): Promise<NextRequest> {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (!host) return req;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  const url = new URL(`${req.nextUrl.pathname}${req.nextUrl.search}`, `${proto}://${host}`);
  const body = req.method === "POST" ? await req.arrayBuffer() : undefined;
  return new Request(url, { method: req.method, headers: req.headers, body }) as NextRequest;
}

export const GET = async (req: NextRequest) => handlers.GET(await asBrowserSaw(req));
export const POST = async (req: NextRequest) => handlers.POST(await asBrowserSaw(req));
