import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { metrics } from "@/lib/metrics";

export const dynamic = "force-dynamic";

const refuse = () =>
  new Response("unauthorized\n", { status: 401, headers: { "Cache-Control": "no-store", "WWW-Authenticate": 'Bearer realm="metrics"' } });

function authorised(header: string | null): boolean {
  const expected = env().METRICS_TOKEN;
  if (!expected || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

/** Prometheus metrics of this instance, for a scraper holding METRICS_TOKEN. */
export async function GET(req: Request) {
  if (!authorised(req.headers.get("authorization"))) return refuse();
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
}
