import {
  Archive, BookOpen, Boxes, Factory, FileText, LayoutDashboard, type LucideIcon, Package, Printer, Receipt, Settings,
  ShoppingCart, Tag, Truck, Users, Wallet, Warehouse, Webhook,
} from "lucide-react";
import { cn } from "@/lib/utils";
import { imageSource } from "./menu-icon-image";

const icons: Record<string, LucideIcon> = {
  "shopping-cart": ShoppingCart,
  truck: Truck,
  factory: Factory,
  boxes: Boxes,
  receipt: Receipt,
  settings: Settings,
  archive: Archive,
  dashboard: LayoutDashboard,
  documentation: BookOpen,
  tag: Tag,
  label: Tag,
  print: Printer,
  package: Package,
  warehouse: Warehouse,
  user: Users,
  wallet: Wallet,
  webhook: Webhook,
};

/** Each named icon a menu uses, rendered once on the server for the shell (see ShellMenuIcon), and the generic one as "". */
export function menuIconNodes(names: Iterable<string | null>): Record<string, React.ReactNode> {
  const nodes: Record<string, React.ReactNode> = {};
  for (const name of ["", ...names]) {
    if (name === null || name in nodes) continue;
    const Icon = icons[name] || FileText;
    nodes[name] = <Icon aria-hidden="true" className="size-full" />;
  }
  return nodes;
}

/** The icon of a menu entry: its uploaded image, else a named icon, else a generic page icon. */
export function MenuIcon({ icon, imgContent, className }: { icon?: string | null; imgContent?: string | null; className?: string }) {
  const src = imgContent ? imageSource(imgContent) : undefined;
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- menu icons are small data URLs from menu management
    return <img src={src} alt="" aria-hidden="true" className={cn("size-4 shrink-0 object-contain", className)} />;
  }
  const Icon = (icon && icons[icon]) || FileText;
  return <Icon aria-hidden="true" className={cn("size-4 shrink-0", className)} />;
}
