"use client";

import { useEffect, useState } from "react";
import { useLocale } from "next-intl";
import type { DictionaryItem, dictionaryOps } from "@/lib/contracts/base-data/dictionary";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { dictionaryItemsAt } from "@/lib/contracts/base-data/dictionary-address";
import { callOp } from "@/lib/client/request";

const itemsAt: OpAddress<typeof dictionaryOps.items> = dictionaryItemsAt;
const fresh = 60_000;
const loads = new Map<string, { at: number; items: Promise<DictionaryItem[]> }>();
/** Lists already answered: a caption mounted later (a list's next rows) shows its label at once, not the code first. */
const answered = new Map<string, DictionaryItem[]>();

/** One request per code list and language for every select and caption on the page; read again after a minute. */
function itemsOf(type: string, locale: string): Promise<DictionaryItem[]> {
  const key = `${type}:${locale}`;
  const hit = loads.get(key);
  if (hit && Date.now() - hit.at < fresh) return hit.items;
  const items = callOp(itemsAt, { params: { type } });
  items.then((list) => answered.set(key, list), () => loads.delete(key));
  loads.set(key, { at: Date.now(), items });
  return items;
}

/** The enabled codes of a code list in the user's language: null while loading, [] when there are none or it failed. */
export function useDictionary(type: string): DictionaryItem[] | null {
  const locale = useLocale();
  const key = `${type}:${locale}`;
  // nothing is answered before the first effects run, so a hydrating caption starts from the code, as the server's did
  const [loaded, setLoaded] = useState<{ key: string; items: DictionaryItem[] } | null>(() => {
    const items = answered.get(key);
    return items ? { key, items } : null;
  });
  useEffect(() => {
    let live = true;
    itemsOf(type, locale).then((items) => live && setLoaded((was) => (was?.key === key && was.items === items ? was : { key, items })), () => live && setLoaded({ key, items: [] }));
    return () => {
      live = false;
    };
  }, [type, locale, key]);
  return loaded?.key === key ? loaded.items : null;
}

/** A business code shown by its label in the user's language; the code itself until the labels arrive or if it is unknown. */
export function DictionaryLabel({ type, code }: { type: string; code: string | null | undefined }) {
  const items = useDictionary(type);
  if (!code) return <>—</>;
  const label = items?.find((i) => i.code === code)?.label;
  return <span title={label ? code : undefined}>{label ?? code}</span>;
}
