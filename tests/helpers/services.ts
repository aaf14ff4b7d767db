import { services } from "@/services/registry";
import type { ServiceName } from "@/lib/contracts/services";
import type { Envelope } from "@/lib/contracts/envelope";

export interface CallOpts {
  token?: string;
  body?: unknown;
  rawBody?: string;
  locale?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** The services' clock for this call (services/core/business-time.ts ServiceEnv); the database keeps its own. */
  clock?: () => Date;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

let ipCounter = 0;
/** A fresh client address, so throttling in one test never reaches another. */
export const freshIp = () => `10.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}.${process.pid % 250}`;

export async function call<T = unknown>(service: ServiceName, method: string, path: string, o: CallOpts = {}): Promise<Answer<T>> {
  const headers = new Headers(o.headers);
  if (o.token) headers.set("x-token", o.token);
  headers.set("x-locale", o.locale ?? "en");
  headers.set("x-client-ip", o.ip ?? freshIp());
  let body: string | undefined = o.rawBody;
  if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers.set("content-type", "application/json");
  }
  const res = await services[service].app.fetch(new Request(`http://test${path}`, { method, headers, body }), { clock: o.clock });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Envelope<T>, headers: res.headers };
}

export async function login(userName: string, companyId = 1, password = "Demo@2026"): Promise<string> {
  const res = await call<{ token: string }>("base-data", "POST", "/user/auth/userLogin", {
    body: { userName, password, companyId, companyName: "" },
  });
  if (res.body.returnCode !== 200 || !res.body.data) throw new Error(`login ${userName}: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}
