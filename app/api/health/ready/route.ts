import { sql } from "drizzle-orm";
import { getDbHandle } from "@/services/db/client";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: handle.driver }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    console.error("[health/ready]", err);
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
