"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AdminMenu } from "@/lib/contracts/base-data/menu-role";
import { menuIconPath } from "@/lib/contracts/base-data/menu-role-values";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { MenuIcon } from "@/components/shell/menu-icon";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { cn } from "@/lib/utils";


/** Depth-first order with each menu's depth, from the flat list the service answers in sort order. */
export function treeOrder(menus: AdminMenu[]): Array<{ menu: AdminMenu; depth: number }> {
  const out: Array<{ menu: AdminMenu; depth: number }> = [];
  const walk = (parentId: number, depth: number) => {
    for (const m of menus.filter((x) => x.parentId === parentId)) {
      out.push({ menu: m, depth });
      walk(m.id, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

/** A menu's title in the reader's language (its title key), or its stored title when it has no key. */
export function useMenuTitle() {
  const tMenu = useTranslations("menu");
  return (m: Pick<AdminMenu, "title" | "titleKey">) => {
    const key = m.titleKey?.replace(/^menu\./, "");
    return key && tMenu.has(key) ? tMenu(key) : m.title;
  };
}

export function MenuTree({ menus, selected, onSelect, onMove, onEnable }: {
  menus: AdminMenu[];
  selected: number | null;
  onSelect: (id: number) => void;
  onMove: (id: number, direction: "up" | "down") => void;
  onEnable: (id: number, enabled: boolean) => Promise<unknown>;
}) {
  const t = useTranslations("menuRole");
  const tc = useTranslations("common");
  const confirmed = useConfirmedAction(() => undefined);
  const title = useMenuTitle();
  const ask = (m: AdminMenu) => confirmed.ask({
    title: t(m.enabled ? "disableTitle" : "enableTitle"), body: t(m.enabled ? "disableBody" : "enableBody", { title: title(m) }), action: tc("confirm"),
    run: () => onEnable(m.id, !m.enabled),
  });
  if (!menus.length) return <p className="p-3 text-sm text-muted-foreground">{t("noMenus")}</p>;
  return (
    <>
    {confirmed.dialog}
    <ul className="grid gap-0.5" aria-label={t("menus")}>
      {treeOrder(menus).map(({ menu: m, depth }) => (
        <li key={m.id} className={cn("flex items-center gap-1 rounded px-1 py-0.5", selected === m.id && "bg-accent")} style={{ paddingLeft: `${depth * 16 + 4}px` }}>
          <button type="button" onClick={() => onSelect(m.id)} className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm" aria-current={selected === m.id}>
            <MenuIcon icon={m.icon} imgContent={m.iconFileId ? menuIconPath(m.iconFileId) : null} />
            <span className={cn("truncate", !m.enabled && "text-muted-foreground line-through")}>{title(m)}</span>
            <span className="text-xs text-muted-foreground">{t(`types.${m.type}`)}</span>
          </button>
          <RequireRights anyOf={[rights.menuRole.edit]}>
            <Button size="icon" variant="ghost" aria-label={t("moveUp", { title: title(m) })} onClick={() => onMove(m.id, "up")}><ArrowUp className="size-4" /></Button>
          </RequireRights>
          <RequireRights anyOf={[rights.menuRole.edit]}>
            <Button size="icon" variant="ghost" aria-label={t("moveDown", { title: title(m) })} onClick={() => onMove(m.id, "down")}><ArrowDown className="size-4" /></Button>
          </RequireRights>
          <Switch checked={m.enabled} aria-label={t("enabledOf", { title: title(m) })} onCheckedChange={() => ask(m)} />
        </li>
      ))}
    </ul>
    </>
  );
}
