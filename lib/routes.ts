/** Routes reachable without a token (docs/requirements.md §2). */
// the dock app's manifest: a browser fetches a manifest without cookies, and it names only the app
export const publicRoutes = ["/login", "/auth-redirect", "/bindWeChat", "/unsubscribe", "/receiving/manifest.webmanifest"] as const;

export function isPublicPath(pathname: string): boolean {
  return (publicRoutes as readonly string[]).includes(pathname);
}

const here = "http://portal.invalid";
// Browsers drop tabs and newlines inside a URL, so "/\t/evil.example" becomes "//evil.example"; a backslash is read as a slash.
const unsafe = /[\u0000-\u001f\u007f\\]/;

/** The text behind up to three layers of percent-encoding, so an encoded tab or backslash is seen too. */
function decoded(target: string): string {
  let out = target;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      return out;
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

/**
 * A redirect target must stay on this site: a path of this origin, with no control character or backslash
 * (raw or encoded), else the fallback. The answer is percent-encoded, so it is always a valid Location header.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//")) return fallback;
  const plain = decoded(target);
  if (unsafe.test(target) || unsafe.test(plain) || plain.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, here);
  } catch {
    return fallback;
  }
  if (url.origin !== here) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return fallback;
  return path;
}

/** The login page after the server ended a session: the wanted path and the reason code (docs/requirements.md §7) kept. */
export function loginAfterEnd(redirect: string | null | undefined, code: string | number | null | undefined): string {
  const q = new URLSearchParams({ redirect: safeRedirect(redirect) });
  if (/^\d{3,5}$/.test(String(code ?? ""))) q.set("code", String(code));
  return `/login?${q}`;
}
