"use client";

import { cn } from "@/lib/utils";
import { imageSource } from "./menu-icon-image";
import { useShell } from "./shell-context";

/**
 * MenuIcon inside the shell: the named icons come rendered from the server (ShellData.icons), so the icon
 * set is not part of every page's first-load JavaScript. The icon fills a box that takes the size and colour.
 */
export function ShellMenuIcon({ icon, imgContent, className }: { icon?: string | null; imgContent?: string | null; className?: string }) {
  const { icons } = useShell();
  const src = imgContent ? imageSource(imgContent) : undefined;
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- menu icons are small data URLs from menu management
    return <img src={src} alt="" aria-hidden="true" className={cn("size-4 shrink-0 object-contain", className)} />;
  }
  // a server-rendered node reaches the client as a reference, not an element to clone: a box sizes it
  return (
    <span aria-hidden="true" className={cn("flex size-4 shrink-0", className)}>
      {(icon && icons[icon]) || icons[""]}
    </span>
  );
}
