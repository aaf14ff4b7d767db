import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback. `refuse(n, code)` makes it answer the next n messages with that code
 * (after the data, as a spam filter or a full mailbox would), then accept again.
 */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 451 };
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refusals.left > 0) {
          refusals.left--;
          refused++;
          const err = Object.assign(new Error(refusals.code >= 500 ? "mailbox unavailable" : "try again later"), { responseCode: refusals.code });
          return done(err);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({ ...parseMail(raw), from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse: (n: number, code = 451) => {
      refusals = { left: n, code };
    },
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decodeQp = (s: string) =>
  Buffer.from(s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");

/** RFC 2047 encoded words (=?UTF-8?B|Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(v: string): string {
  return v.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : decodeQp(data.replace(/_/g, " ")));
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const enc = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") return decodeQp(body);
  return body;
}

/** Enough MIME for nodemailer's output: a single part, or multipart/alternative of text and HTML. */
export function parseMail(raw: string): Omit<ReceivedMail, "from" | "to"> {
  const { headers, body } = splitHead(raw);
  let text = "";
  let html = "";
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => splitHead(p.replace(/^\r\n/, ""))) : [{ headers, body }];
  for (const p of parts) {
    const ct = (p.headers.get("content-type") ?? "text/plain").toLowerCase();
    if (ct.startsWith("text/html")) html = decodeBody(p.headers, p.body);
    else if (ct.startsWith("text/plain")) text = decodeBody(p.headers, p.body);
  }
  return { raw, headers, subject: decodeWords(headers.get("subject") ?? ""), text, html };
}
