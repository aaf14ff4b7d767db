import "server-only";
import { headers } from "next/headers";

/**
 * The client's address for login throttling. The rightmost X-Forwarded-For entry is the one the nearest
 * proxy (or Next.js itself, when the header is absent) wrote; entries to its left come from the client.
 */
export async function clientIp(): Promise<string> {
  const h = await headers();
  const forwarded = h.get("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
  return forwarded?.at(-1) || h.get("x-real-ip") || "local";
}
