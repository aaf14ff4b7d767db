/** Routes reachable without a token (SPEC §2). */
export const publicRoutes = ["/login", "/auth-redirect", "/bindWeChat"] as const;

/** Fixed routes of the portal (SPEC §2). Menu routes come from the user's menu tree at run time. */
export const fixedRoutes = [
  "/dashboard",
  "/404",
  "/401",
  "/updatePassword",
  "/profile/index",
  "/SendPlan/Details",
  "/manage/morenotice",
  "/manage/morenotice/generalcontentshow",
  "/manage/itblockentrance",
  "/manage/sysinstruction",
  "/documentation",
  "/guide",
] as const;

const prefixRoutes = ["/redirect/"];

export function isPublicPath(pathname: string): boolean {
  return (publicRoutes as readonly string[]).includes(pathname);
}

export function isKnownPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return (
    isPublicPath(p) ||
    (fixedRoutes as readonly string[]).includes(p) ||
    prefixRoutes.some((prefix) => p.startsWith(prefix))
  );
}

/** A redirect target must stay on this site. */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target === "/login" || target.startsWith("/login?")) return fallback;
  return target;
}
