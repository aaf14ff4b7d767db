import { handleEnvelope } from "@/lib/client/request";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuIconUpload } from "@/lib/contracts/base-data/menu-role-values";

/** Streams the chosen file to the icon upload route; the service checks size, then bytes, then SVG safety. */
export async function uploadIcon(file: File): Promise<{ id: string }> {
  const res = await fetch(`/api/base-data${menuRoleOps.iconUpload.path}?name=${encodeURIComponent(file.name.slice(0, 120))}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: file,
  });
  return handleEnvelope<{ id: string }>((await res.json()) as Parameters<typeof handleEnvelope>[0]);
}

export const iconMaxBytes = menuIconUpload.maxBytes;
