"use client";

import { useTranslations } from "next-intl";
import { rightParts } from "./right-label";

/**
 * Rights in the reader's language. `right`: a code as "Purchase order · Confirm" (an unknown code as itself).
 * `operation`: a menu operation's name; one still named by its code (as seeded) reads as the operation's caption,
 * one an administrator named keeps that name.
 */
export function useRightLabel() {
  const t = useTranslations();
  const operation = (op: string, name = op) => {
    const key = `apiToken.ops.${op}`;
    return name === op && t.has(key) ? t(key) : name;
  };
  const right = (code: string) => {
    const { menu, op } = rightParts(code);
    return menu && t.has(`menu.${menu}`) ? `${t(`menu.${menu}`)} · ${operation(op)}` : code;
  };
  return { right, operation };
}
