import { catalogueFile } from "@/lib/i18n/catalogue-file";

/** A language's message catalogue (components/app/intl-provider.tsx): public text, cached for good under its content's name. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = catalogueFile((await params).file);
  if (!file) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(file.body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": file.current ? "public, max-age=31536000, immutable" : "no-store",
    },
  });
}
