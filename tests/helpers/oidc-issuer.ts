import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

/**
 * A real OpenID Connect provider (npm oidc-provider) on loopback: discovery, JWKS, authorization with
 * its development login and consent pages, token endpoint. An account id typed at its login page is the
 * `sub`; the ID token also carries `<id>@huayin.example` as a verified e-mail unless the id holds an "@".
 * `mint` signs tokens with the provider's own key, to forge claims the real flow never gives.
 */
export interface OidcIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  mint(claims: JWTPayload, opts?: { key?: CryptoKey; kid?: string; alg?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startOidcIssuer(redirectUris: string[], port = 0): Promise<OidcIssuer> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: "portal-test-key", alg: "RS256", use: "sig" };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "supplier-portal";
  const clientSecret = "portal-test-secret-0123456789abcdef";
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, application_type: "native",
      grant_types: ["authorization_code"], response_types: ["code"], token_endpoint_auth_method: "client_secret_basic" }],
    jwks: { keys: [jwk] },
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => (id.includes("@") ? { sub: id } : { sub: id, email: `${id}@huayin.example`, email_verified: true }),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { IdToken: 300, AccessToken: 300, AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600 },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    mint: (claims, opts = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg: opts.alg ?? "RS256", kid: opts.kid ?? jwk.kid }).sign(opts.key ?? privateKey),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
