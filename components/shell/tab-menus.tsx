"use client";

import type { ContentRef } from "@/components/common/first-use";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { RotateCw, X } from "lucide-react";
import { isPinned, type Tab } from "@/lib/menu/tabs";
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuSeparator, ContextMenuTrigger } from "@/components/ui/context-menu";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { useTabs } from "./tabs-store";

/** The tab menus (context menu and the ⋯ dropdown), loaded on first use (see tags-view.tsx). */
type Actions = ReturnType<typeof useTabs>;
type ItemProps = { onSelect?: (e: Event) => void; disabled?: boolean; children?: React.ReactNode; "data-tab-action"?: string };

function TabMenuItems({ tab, actions, Item, Sep }: { tab: Tab; actions: Actions; Item: React.ComponentType<ItemProps>; Sep: React.ComponentType }) {
  const t = useTranslations("tabs");
  const pinned = isPinned(tab.path);
  return (
    <>
      <Item onSelect={() => actions.refresh(tab.path)} data-tab-action="refresh">
        <RotateCw aria-hidden="true" /> {t("refresh")}
      </Item>
      <Item onSelect={() => actions.close(tab.path)} disabled={pinned} data-tab-action="close">
        <X aria-hidden="true" /> {t("close")}
      </Item>
      <Sep />
      <Item onSelect={() => actions.closeOthers(tab.path)} data-tab-action="close-others">
        {t("closeOthers")}
      </Item>
      <Item onSelect={() => actions.closeAll()} data-tab-action="close-all">
        {t("closeAll")}
      </Item>
    </>
  );
}

/** The right-click that loaded this module, replayed once the context menus listen. */
export interface PendingContextMenu {
  key: string;
  x: number;
  y: number;
}

const replayed = new WeakSet<PendingContextMenu>();

export function TabContextMenu({ tab, actions, pending, children }: { tab: Tab; actions: Actions; pending: PendingContextMenu | null; children: React.ReactElement }) {
  const key = children.props && (children.props as { "data-tab"?: string })["data-tab"];
  useEffect(() => {
    if (!pending || pending.key !== key || replayed.has(pending)) return;
    replayed.add(pending);
    const el = document.querySelector(`[data-tab="${CSS.escape(pending.key)}"]`);
    el?.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, clientX: pending.x, clientY: pending.y, button: 2 }));
  }, [pending, key]);
  const clickedOutside = useRef(false);
  // The first use mounts this menu around the tab, which replaces the link that had the focus: Radix would hand the
  // focus back to the removed link, and a keyboard user closing the menu would be left on the page's body.
  const focusTab = (e: Event) => {
    const link = clickedOutside.current || document.activeElement !== document.body ? null : document.querySelector<HTMLElement>(`[data-tab="${CSS.escape(String(key))}"] a`);
    clickedOutside.current = false;
    if (!link) return;
    e.preventDefault();
    link.focus();
  };
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{children}</ContextMenuTrigger>
      <ContextMenuContent data-testid="tab-context-menu" onInteractOutside={() => (clickedOutside.current = true)} onCloseAutoFocus={focusTab}>
        <TabMenuItems tab={tab} actions={actions} Item={ContextMenuItem} Sep={ContextMenuSeparator} />
      </ContextMenuContent>
    </ContextMenu>
  );
}

export default function TabActionsDropdown({ tab, actions, trigger, contentRef }: { tab: Tab; actions: Actions; trigger: React.ReactElement; contentRef: ContentRef }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" ref={contentRef}>
        <TabMenuItems tab={tab} actions={actions} Item={DropdownMenuItem} Sep={DropdownMenuSeparator} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
