import {
  ALargeSmall, Bug, Building2, ChevronDown, ChevronRight, ChevronsUpDown, Ellipsis, Languages, Loader2, Maximize, Minimize,
  PanelLeftClose, PanelLeftOpen, Pin, Search, Settings2, Star, X,
} from "lucide-react";

const chrome = {
  "a-large-small": ALargeSmall,
  bug: Bug,
  building: Building2,
  "chevron-down": ChevronDown,
  "chevron-right": ChevronRight,
  "chevrons-up-down": ChevronsUpDown,
  ellipsis: Ellipsis,
  languages: Languages,
  loader: Loader2,
  maximize: Maximize,
  minimize: Minimize,
  "panel-left-close": PanelLeftClose,
  "panel-left-open": PanelLeftOpen,
  pin: Pin,
  search: Search,
  settings: Settings2,
  star: Star,
  x: X,
};

export type ShellIconName = keyof typeof chrome;

/** The shell's own icons, rendered once on the server: each fills the box ShellIcon puts it in. */
export function shellIconNodes(): Record<ShellIconName, React.ReactNode> {
  const nodes = {} as Record<ShellIconName, React.ReactNode>;
  for (const [name, Icon] of Object.entries(chrome)) nodes[name as ShellIconName] = <Icon aria-hidden="true" className="size-full" />;
  return nodes;
}
