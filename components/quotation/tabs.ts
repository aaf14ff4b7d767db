export type QuotationTab = "invitations" | "quotes" | "prices";
const tabOrder = { supplier: ["invitations", "quotes", "prices"], staff: ["quotes", "prices", "invitations"] } as const;
export const tabsFor = (isSupplier: boolean): readonly QuotationTab[] => tabOrder[isSupplier ? "supplier" : "staff"];
/** The tab a URL asks for, or the viewer's first. */
export const tabOf = (asked: unknown, isSupplier: boolean): QuotationTab => tabsFor(isSupplier).find((x) => x === asked) ?? tabsFor(isSupplier)[0]!;
