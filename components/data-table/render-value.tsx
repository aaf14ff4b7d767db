import type { ColumnDecl } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { Badge } from "@/components/ui/badge";
import { DecimalText } from "@/components/common/decimal-text";
import { ZonedTime } from "@/components/common/zoned-time";
import { DictionaryLabel } from "@/components/dictionary/use-dictionary";

/*
 * A declared column's value as the UI shows it. Not a client module: a server component (a print page) renders
 * values with it too, so the page ships no client code for text that never changes.
 */

/** An enum value as a badge in the colour its declaration gives it. */
export function EnumValue({ t, decl, value }: { t: Translate; decl: Pick<ColumnDecl, "enumName" | "tones">; value: string | null | undefined }) {
  if (value === null || value === undefined) return null;
  return (
    // A long caption (Vietnamese, in a phone card beside its label) shrinks and wraps between its words instead of
    // running past the screen; a Chinese or Japanese caption has no spaces and stays whole (keep-all).
    <Badge variant={decl.tones?.[value] ?? "secondary"} data-value={value} className="max-w-full min-w-0 shrink-1 text-left whitespace-normal break-keep">
      {t(enumCaption(decl.enumName!, value))}
    </Badge>
  );
}

/**
 * A declared field's value as text or a badge, the way every table and detail view shows it. Numbers are in
 * the UI language; times in the company's zone; `named` names the zone (details and print, where a reader could assume another).
 */
export function renderValue(t: Translate, decl: ColumnDecl, v: unknown, o: { named?: boolean } = {}): React.ReactNode {
  if (v === null || v === undefined) return "";
  if (decl.dictionary) return <DictionaryLabel type={decl.dictionary} code={String(v)} />;
  switch (decl.kind) {
    case "decimal":
      return <DecimalText value={String(v)} money={decl.money} />;
    case "datetime":
      return <ZonedTime value={String(v)} named={o.named} />;
    case "flag":
      return t(enumCaption("yesNo", v ? "yes" : "no"));
    case "enum":
      return <EnumValue t={t} decl={decl} value={String(v)} />;
    default:
      return String(v);
  }
}
