import { headers } from "next/headers";

/**
 * Whether a user agent is a phone's browser (every phone browser says "Mobile"; Android tablets do not). Only
 * sizes what the server renders at once, never what a user may do.
 */
export function isPhone(userAgent: string | null): boolean {
  return userAgent !== null && /\bMobile\b/.test(userAgent);
}

/** Whether the request being rendered comes from a phone's browser. */
export async function requestIsPhone(): Promise<boolean> {
  return isPhone((await headers()).get("user-agent"));
}
