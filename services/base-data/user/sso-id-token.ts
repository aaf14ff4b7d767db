import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { SsoConfig } from "@/lib/env";
import { AppError } from "@/services/core/errors";

type Keys = ReturnType<typeof createRemoteJWKSet>;
const keysByIssuer = new Map<string, Promise<Keys>>();

/** The issuer's signing keys, found through its discovery document; the key set refreshes itself on an unknown key id. */
function issuerKeys(issuer: string): Promise<Keys> {
  let keys = keysByIssuer.get(issuer);
  if (!keys) {
    keys = (async () => {
      const url = new URL(".well-known/openid-configuration", issuer.endsWith("/") ? issuer : `${issuer}/`);
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`discovery ${res.status}`);
      const meta = (await res.json()) as { issuer?: string; jwks_uri?: string };
      if (meta.issuer !== issuer || !meta.jwks_uri) throw new Error("discovery names another issuer or no key set");
      return createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: 10_000 });
    })();
    keysByIssuer.set(issuer, keys);
    keys.catch(() => keysByIssuer.delete(issuer));
  }
  return keys;
}

/**
 * Verifies an ID token here, whatever the portal checked before: the signature against the issuer's
 * published keys, the issuer, the audience (and `azp` when there are several), the expiry and the nonce
 * the browser's sign-in started with (OpenID Connect Core §3.1.3.7).
 */
export async function verifyIdToken(config: SsoConfig, idToken: string, nonce: string, now: Date): Promise<JWTPayload & { sub: string }> {
  let keys: Keys;
  try {
    keys = await issuerKeys(config.issuer);
  } catch {
    throw new AppError("UNAVAILABLE", "errors.ssoUnavailable");
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: config.issuer,
      audience: config.clientId,
      algorithms: ["RS256", "PS256", "ES256", "EdDSA"],
      requiredClaims: ["sub", "exp", "iat", "nonce"],
      currentDate: now,
      clockTolerance: 30,
    });
    const several = Array.isArray(payload.aud) && payload.aud.length > 1;
    if ((several || payload.azp !== undefined) && payload.azp !== config.clientId) throw new Error("azp");
    if (payload.nonce !== nonce) throw new Error("nonce");
    return payload as JWTPayload & { sub: string };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("LOGIN_FAILED", "errors.ssoInvalid");
  }
}
