import {
  Archive, BookOpen, Boxes, Factory, FileText, LayoutDashboard, type LucideIcon, Package, Printer, Receipt, Settings,
  ShoppingCart, Tag, Truck, Users, Wallet, Warehouse,
} from "lucide-react";
import { cn } from "@/lib/utils";

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
};

/** An icon image from menu management: a data URL, a site path, or inline SVG markup (shown as an image). */
function imageSource(imgContent: string): string | undefined {
  const value = imgContent.trim();
  if (/^data:image\/(png|svg\+xml|jpeg|gif|webp)[;,]/i.test(value) || /^\/(?!\/)/.test(value)) return value;
  if (value.startsWith("<svg")) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  return undefined;
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
