import { notFound } from "next/navigation";
import { idParam } from "@/lib/contracts/common";

/** The numeric id of a dynamic route segment, validated with the contract's own rule; else 404. */
export async function routeId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = idParam.safeParse(await params);
  if (!parsed.success) notFound();
  return parsed.data.id;
}
