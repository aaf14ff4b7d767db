"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { AdminMenu, AdminRole, menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuTerminals, type MenuTerminal } from "@/lib/contracts/base-data/menu-role-values";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { useResource } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { clientOnly } from "@/components/common/client-only";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MenuTree } from "./menu-tree";
import type { MenuPanelProps } from "./menu-panel";
import type { RolePanelProps } from "./role-panel";

type Ops = typeof menuRoleOps;
/** The calls the screen makes itself, addressed by the server page; the panels bring the rest with their contract. */
export interface MenuRoleAddresses {
  menus: OpAddress<Ops["menus"]>; roles: OpAddress<Ops["roles"]>; moveMenu: OpAddress<Ops["moveMenu"]>; enableMenu: OpAddress<Ops["enableMenu"]>;
}

const MenuPanel = clientOnly<MenuPanelProps>(() => import("./menu-panel"), <Skeleton className="h-40" />);
const RolePanel = clientOnly<RolePanelProps>(() => import("./role-panel"), <Skeleton className="h-40" />);

/** Menu and role management: the menu tree of a terminal with its form and operations, and the roles with their rights. */
export function MenuRoleScreen({ ops }: { ops: MenuRoleAddresses }) {
  const t = useTranslations("menuRole");
  const [terminal, setTerminal] = useState<MenuTerminal>("pc");
  const [version, setVersion] = useState(0);
  const [menuId, setMenuId] = useState<number | "new" | null>(null);
  const [roleId, setRoleId] = useState<number | "new" | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const menus = useResource<AdminMenu[]>(ops.menus.service, ops.menus.path, { query: { terminal }, version });
  const roles = useResource<AdminRole[]>(ops.roles.service, ops.roles.path, { version });
  // The panels' forms start from the record they are given, so they are keyed on the data that arrived, not on the
  // reload asked for: keyed on the request, a new menu's form (or a role's members after an import) mounted with
  // the stale list and kept it when the fresh one came.
  const [arrived, setArrived] = useState({ menus: menus.data, roles: roles.data, key: 0 });
  if (arrived.menus !== menus.data || arrived.roles !== roles.data) setArrived({ menus: menus.data, roles: roles.data, key: arrived.key + 1 });
  const menuList = menus.data ?? [];
  const roleList = roles.data ?? [];
  const menu = typeof menuId === "number" ? (menuList.find((m) => m.id === menuId) ?? null) : null;
  const role = typeof roleId === "number" ? (roleList.find((r) => r.id === roleId) ?? null) : null;
  const act = async (p: Promise<unknown>) => {
    await p.catch(() => undefined);
    reload();
  };

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="menus-title">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="menus-title" className="mr-auto text-base font-semibold">{t("menus")}</h2>
          <div role="tablist" aria-label={t("terminal")} className="flex gap-1">
            {menuTerminals.map((k) => (
              <Button key={k} role="tab" aria-selected={terminal === k} size="sm" variant={terminal === k ? "default" : "outline"}
                onClick={() => { setTerminal(k); setMenuId(null); }}>{t(`terminals.${k}`)}</Button>
            ))}
          </div>
          <RequireRights anyOf={[rights.menuRole.add]}>
            <Button size="sm" onClick={() => setMenuId("new")}>{t("newMenu")}</Button>
          </RequireRights>
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="rounded border p-2">
            {menus.loading && !menus.data ? <Skeleton className="h-40" /> : menus.error ? <p className="text-sm text-destructive">{menus.error}</p> : (
              <MenuTree menus={menuList} selected={typeof menuId === "number" ? menuId : null} onSelect={setMenuId}
                onMove={(id, direction) => void act(callOp(ops.moveMenu, { params: { id }, body: { direction } }))}
                onEnable={(id, enabled) => act(callOp(ops.enableMenu, { params: { id }, body: { enabled } }))} />
            )}
          </div>
          <div className={cn("grid content-start gap-4 rounded border p-3", menuId === null && "text-sm text-muted-foreground")}>
            {menuId === null ? t("pickMenu") : (
              <MenuPanel menuId={menuId} menu={menu} terminal={terminal} menus={menuList} roles={roleList} version={arrived.key}
                onSaved={(id) => { setMenuId(id); reload(); }} onChanged={reload} />
            )}
          </div>
        </div>
      </section>

      <section className="grid gap-3" aria-labelledby="roles-title">
        <div className="flex items-center gap-2">
          <h2 id="roles-title" className="mr-auto text-base font-semibold">{t("roles")}</h2>
          <RequireRights anyOf={[rights.menuRole.add]}>
            <Button size="sm" onClick={() => setRoleId("new")}>{t("newRole")}</Button>
          </RequireRights>
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <ul className="grid content-start gap-1 rounded border p-2" aria-label={t("roles")}>
            {roles.loading && !roles.data ? <Skeleton className="h-24" /> : roleList.map((r) => (
              <li key={r.id}>
                <button type="button" onClick={() => setRoleId(r.id)} aria-current={roleId === r.id}
                  className={cn("flex w-full items-center justify-between rounded px-2 py-1 text-left text-sm", roleId === r.id && "bg-accent")}>
                  <span className={cn(!r.enabled && "text-muted-foreground line-through")}>{r.name}</span>
                  <code className="text-xs text-muted-foreground">{r.code}</code>
                </button>
              </li>
            ))}
          </ul>
          <div className="grid content-start gap-4 rounded border p-3">
            {roleId === null ? <p className="text-sm text-muted-foreground">{t("pickRole")}</p> : (
              <RolePanel roleId={roleId} role={role} menus={menuList} version={arrived.key} onSaved={(id) => { setRoleId(id); reload(); }} onChanged={reload} />
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
