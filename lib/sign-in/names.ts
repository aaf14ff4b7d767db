export const authBasePath = "/api/auth";

export type SignInProvider = "sso" | "wechat";

/** The cookie Auth.js keeps the sign-in's nonce in (sealed with the portal's secret). */
export const nonceCookie = (secure: boolean) => `${secure ? "__Secure-" : ""}ssp_auth.nonce`;

/** The cookie Auth.js keeps the page to go back to in (Auth.js's own name). */
export const callbackUrlCookie = (secure: boolean) => `${secure ? "__Secure-" : ""}authjs.callback-url`;

/** Where a sign-in or binding starts (app/api/sign-in/[provider]/route.ts): a route handler, so a plain link. */
export const signInStart = (provider: SignInProvider, q: Record<string, string>) => `/api/sign-in/${provider}?${new URLSearchParams(q)}`;
