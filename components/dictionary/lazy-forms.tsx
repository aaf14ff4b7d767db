"use client";

import { useState, type ReactNode } from "react";
import type { AdminDictionaryItem } from "@/lib/contracts/base-data/dictionary-admin";
import { openedOnce } from "@/components/common/client-only";
import type { DictionaryAdminOps } from "./dictionary-admin";

/** The forms and the edit dialog, with the contract's schemas; loaded on first use, or early when the pointer or focus nears one. */
const loadForms = () => import("./dictionary-forms");
export const warmForms = () => void loadForms().catch(() => undefined);

export const NewTypeForm = openedOnce(
  async () => ({ default: (await loadForms()).NewTypeForm }),
  (p: { shown: boolean; ops: Pick<DictionaryAdminOps, "createType">; onSaved: () => void }) => p.shown,
);
export const NewItemForm = openedOnce(
  async () => ({ default: (await loadForms()).NewItemForm }),
  (p: { shown: boolean; typeId: number; ops: Pick<DictionaryAdminOps, "createItem">; onSaved: () => void }) => p.shown,
);
export const EditItemDialog = openedOnce(
  async () => ({ default: (await loadForms()).EditItemDialog }),
  (p: {
    editing: AdminDictionaryItem | null;
    version: number;
    ops: Pick<DictionaryAdminOps, "updateItem" | "itemAudit">;
    onSaved: () => void;
    onClose: () => void;
  }) => p.editing !== null,
);

/** A closed section with an add form, which mounts when the section is first opened: `children(shown)`. */
export function AddSection({ summary, className, bodyClassName, children }: {
  summary: string;
  className: string;
  bodyClassName: string;
  children: (shown: boolean) => ReactNode;
}) {
  const [shown, setShown] = useState(false);
  return (
    <details className={className} onToggle={(e) => e.currentTarget.open && setShown(true)}>
      <summary className="cursor-pointer text-sm font-medium" onPointerEnter={warmForms} onFocus={warmForms}>{summary}</summary>
      <div className={bodyClassName}>{children(shown)}</div>
    </details>
  );
}
