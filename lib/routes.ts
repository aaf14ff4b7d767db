/** Routes reachable without a token (docs/requirements.md §2). */
export const publicRoutes = ["/login", "/auth-redirect", "/bindWeChat"] as const;

export function isPublicPath(pathname: string): boolean {
  return (publicRoutes as readonly string[]).includes(pathname);
}

/** A redirect target must stay on this site. */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target === "/login" || target.startsWith("/login?")) return fallback;
  return target;
}

/** The login page after the server ended a session: the wanted path and the reason code (docs/requirements.md §7) kept. */
export function loginAfterEnd(redirect: string | null | undefined, code: string | number | null | undefined): string {
  const q = new URLSearchParams({ redirect: safeRedirect(redirect) });
  if (/^\d{3,5}$/.test(String(code ?? ""))) q.set("code", String(code));
  return `/login?${q}`;
}
