import { columnCaption } from "./captions";
import type { ColumnDecl } from "./columns";

/**
 * Header declarations: a record's header fields once, beside its list, for its form, its detail view and its
 * print. Plain data, like kit/columns; the detail's answer takes its schema from it (kit/list declaredShape).
 */

/** Where a header field appears: the create/edit form, the detail view, the printed sheet. */
type HeaderSurface = "form" | "detail" | "print";

interface Placed {
  on: readonly HeaderSurface[];
}
/** A field its list has no column for: its own declaration, captioned `<namespace>.columns.<field>` unless `caption` names another key. */
interface OwnField extends Placed {
  column: ColumnDecl;
  caption?: string;
}

type Fields<C, H> = { [K in keyof H]: K extends keyof C ? Placed : OwnField };
type On<H, S extends HeaderSurface> = { [K in keyof H]: H[K] extends { on: readonly (infer O)[] } ? (S extends O ? K : never) : never }[keyof H] & string;
type Columns<C, H> = { [K in keyof H]: K extends keyof C ? C[K] : H[K] extends { column: infer D extends ColumnDecl } ? D : never };

/**
 * A record's header from one declaration: its fields in the order every surface shows them, each with the surfaces
 * it appears on (`on`). A column of the list keeps the list's declaration (kind, dictionary, enum and its tones) and
 * caption; the form draws each field's control from that kind, the detail and the print its value (renderValue).
 * It has a declared list's namespace, columns, fields and caption, so the module-kit test checks its captions too.
 */
export function defineHeader<C extends Record<string, ColumnDecl>, const H extends Record<string, Placed>>(
  list: { namespace: string; columns: C },
  fields: H & Fields<C, H>,
) {
  const names = Object.keys(fields) as Array<keyof H & string>;
  const own = (f: string): Partial<OwnField> => (f in list.columns ? {} : ((fields[f] as OwnField | undefined) ?? {}));
  const columns = Object.fromEntries(names.map((f) => [f, own(f).column ?? list.columns[f]])) as Columns<C, H>;
  const on = <S extends HeaderSurface>(surface: S) => names.filter((f) => fields[f]!.on.includes(surface)) as Array<On<H, S>>;
  return {
    namespace: list.namespace,
    columns,
    fields: names,
    caption: (field: string) => own(field).caption ?? columnCaption(list.namespace, field),
    form: on("form"),
    detail: on("detail"),
    print: on("print"),
  };
}
