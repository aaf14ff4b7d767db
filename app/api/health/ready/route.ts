import { callService } from "@/lib/upstream/client";
import { serviceNames } from "@/lib/contracts/services";

export const dynamic = "force-dynamic";

/** Ready when every upstream service answers its own /health with 200; the portal itself holds no data. */
export async function GET() {
  const statuses = await Promise.all(
    serviceNames.map(async (service) => {
      const res = await callService(service, "/health", { locale: "en" });
      await res.body?.cancel();
      return [service, res.status] as const;
    }),
  );
  const ready = statuses.every(([, status]) => status === 200);
  return Response.json(
    { status: ready ? "ok" : "unavailable", services: Object.fromEntries(statuses) },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
