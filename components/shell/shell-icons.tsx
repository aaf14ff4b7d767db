import {
  ALargeSmall, ArrowDown, ArrowUp, Bell, Bug, Building2, CalendarDays, Check, ChevronDown, ChevronLeft, ChevronRight, ChevronsLeft,
  ChevronsUpDown, CircleAlert, Columns3, Download, Ellipsis, ImagePlus, Inbox, Languages, Loader2, Maximize, Minimize, Minus, PanelLeftClose,
  PanelLeftOpen, Pin, Printer, RotateCcw, Search, Settings2, SlidersHorizontal, Star, X,
} from "lucide-react";

const chrome = {
  "a-large-small": ALargeSmall,
  "arrow-down": ArrowDown,
  "arrow-up": ArrowUp,
  bell: Bell,
  bug: Bug,
  building: Building2,
  calendar: CalendarDays,
  check: Check,
  "chevron-left": ChevronLeft,
  "chevrons-left": ChevronsLeft,
  "circle-alert": CircleAlert,
  columns: Columns3,
  download: Download,
  "image-plus": ImagePlus,
  inbox: Inbox,
  minus: Minus,
  "rotate-ccw": RotateCcw,
  "sliders-horizontal": SlidersHorizontal,
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
  printer: Printer,
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
