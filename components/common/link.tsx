"use client";

import type { ComponentProps } from "react";
import { useRouter } from "next/navigation";

/**
 * A link inside the portal: an unmodified left click navigates on the client (router.push, scrolled to the top),
 * any other opens the URL as a plain link would. It stands in for next/link, which adds ~4 KB to every page's
 * first load; it does not prefetch, which next/link did for each link in view, to no use on these pages:
 * every one is rendered per request and none has a loading boundary to prefetch.
 */
export function Link({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      {...props}
      onClick={(e) => {
        onClick?.(e);
        const modified = e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
        if (e.defaultPrevented || modified || (props.target && props.target !== "_self") || props.download !== undefined) return;
        e.preventDefault();
        router.push(href);
      }}
    />
  );
}
