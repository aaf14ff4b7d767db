import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isForbiddenAddress, privateAllowed } from "./address";
import { signWebhook } from "./secret";

export const sendTimeoutMs = 5_000;
/** The receiver's answer is read up to this many bytes, and its first 1 KB kept. */
const maxAnswerBytes = 64 * 1024;
const keptBytes = 1024;

export interface SendResult {
  ok: boolean;
  responseCode: number | null;
  latencyMs: number;
  responseBody: string | null;
  error: string | null;
}

export interface Signed { url: string; secret: string; messageId: string; body: string }

/**
 * The host's addresses, resolved now; every one must be allowed, and the request connects to the first,
 * the one checked (so a second lookup, a DNS rebinding, cannot swap it).
 */
async function checkedAddress(host: string): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, "");
  const found = await lookup(bare, { all: true, verbatim: true });
  if (!found.length) throw new Error(`no address for ${bare}`);
  if (!privateAllowed()) {
    const bad = found.find((a) => isForbiddenAddress(a.address));
    if (bad) throw new Error(`refused address ${bad.address}`);
  }
  return found[0]!;
}

/**
 * One signed POST (Standard Webhooks headers). No redirect is followed (a 3xx is a failure), the whole exchange
 * has 5 s, and at most 64 KB of the answer is read. A 2xx is success; anything else, or no answer, a failure.
 */
export async function sendSigned(s: Signed, timeoutMs = sendTimeoutMs): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: string, responseCode: number | null = null, responseBody: string | null = null): SendResult =>
    ({ ok: false, responseCode, latencyMs: elapsed(), responseBody, error });
  let target: URL;
  try {
    target = new URL(s.url);
  } catch {
    return fail("invalid URL");
  }
  if ((target.protocol !== "https:" && target.protocol !== "http:") || target.username || target.password) return fail("invalid URL");
  let addr: { address: string; family: number };
  try {
    addr = await checkedAddress(target.hostname);
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const pinned: LookupFunction = (_host, opts, cb) => {
    if ((opts as { all?: boolean }).all) (cb as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [addr]);
    else cb(null, addr.address, addr.family);
  };
  const client = target.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let done = false;
    const finish = (r: SendResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.destroy();
      resolve(r);
    };
    const req = client.request(target, {
      method: "POST",
      lookup: pinned,
      agent: false,
      headers: {
        "content-type": "application/json",
        "user-agent": "supplier-portal-webhooks/1",
        "webhook-id": s.messageId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(s.secret, s.messageId, timestamp, s.body),
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const settle = () => {
        const answer = Buffer.concat(chunks).subarray(0, keptBytes).toString("utf8");
        const code = res.statusCode ?? 0;
        const ok = code >= 200 && code < 300;
        finish({ ok, responseCode: code, latencyMs: elapsed(), responseBody: answer, error: ok ? null : code >= 300 && code < 400 ? "redirect not followed" : `HTTP ${code}` });
      };
      res.on("data", (c: Buffer) => {
        if (size < maxAnswerBytes) chunks.push(c.subarray(0, maxAnswerBytes - size));
        size += c.length;
        if (size >= maxAnswerBytes) settle();
      });
      res.on("end", settle);
      res.on("error", (err) => finish(fail(err.message, res.statusCode ?? null)));
    });
    const timer = setTimeout(() => finish(fail(`timeout after ${timeoutMs} ms`)), timeoutMs);
    req.on("error", (err) => finish(fail(err.message)));
    req.end(s.body);
  });
}
