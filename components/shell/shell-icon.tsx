"use client";

import { cn } from "@/lib/utils";
import type { ShellIconName } from "./shell-icons";
import { useShellIconNodes } from "./shell-context";

/**
 * An icon of the shell's chrome and of the list kit, 16 px unless `className` sizes it. The icons come rendered
 * from the server (ShellData.ui), so lucide's icons are not part of every page's first-load JavaScript. Outside
 * the portal layout (a table in a test) the decorative box stays empty.
 */
export function ShellIcon({ name, className }: { name: ShellIconName; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("flex size-4 shrink-0", className)}>
      {useShellIconNodes()?.[name]}
    </span>
  );
}
