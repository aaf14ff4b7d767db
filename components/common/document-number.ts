import "server-only";
import { cache } from "react";
import type { AnyOperation, ResponseOf } from "@/lib/contracts/kit/operation";
import { callOpJson } from "@/lib/upstream/client";
import { readSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { getTranslations } from "next-intl/server";

const detailOf = cache(async (op: AnyOperation, id: number): Promise<unknown> => {
  const session = await readSession();
  if (!session.token) return null;
  const res = await callOpJson(op, { token: session.token, locale: await currentLocale(), params: { id } as never });
  return res.returnCode === 200 ? res.data : null;
});

/** A document's detail as the page's caller sees it (read once per request), for a page that renders it at once; null when unseen. */
export async function documentDetail<O extends AnyOperation>(op: O, id: number): Promise<ResponseOf<O> | null> {
  return (await detailOf(op, id)) as ResponseOf<O> | null;
}

/**
 * A document's number for its page's heading and tab title, read once per request through the detail
 * operation the page itself uses (so it is as visible as the document); null when the caller cannot see it.
 */
export async function documentNumber<O extends AnyOperation>(op: O, id: number, pick: (detail: ResponseOf<O>) => string): Promise<string | null> {
  const detail = await detailOf(op, id);
  return detail ? pick(detail as ResponseOf<O>) : null;
}

type TitleKind = "documentTitle" | "documentPrintTitle" | "documentEditTitle";

/** The tab title of a document's page: "Delivery note SH…", "Print · Delivery note SH…"; the bare noun when unseen. */
/** A page's title, and the document number its tab keeps when the title is too long to show it. */
export interface DocumentTitle { title: string; no?: string }

export async function documentTitle(document: string, no: string | null, kind: TitleKind = "documentTitle"): Promise<DocumentTitle> {
  if (!no) return { title: document };
  const t = await getTranslations("common");
  return { title: t(kind, { document, no }), no };
}
