import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import type { Mail } from "./render";

let cached: { url: string; transport: Transporter } | undefined;

function transport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

/** Sends one mail through SMTP_URL from MAIL_FROM, with its one-click unsubscribe headers (RFC 2369, RFC 8058). */
export async function sendMail(to: string, mail: Mail): Promise<void> {
  const e = env();
  if (!e.SMTP_URL) throw new Error("SMTP_URL is not set");
  await transport(e.SMTP_URL).sendMail({
    from: e.MAIL_FROM,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { "List-Unsubscribe": `<${mail.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

/**
 * Whether the mail certainly did not go: the server refused it (a 4xx or 5xx answer) or no connection was made.
 * Any other failure (the connection lost mid-message) may have delivered it, so it is not sent again.
 */
export function refusedForSure(err: unknown): boolean {
  const e = err as { responseCode?: unknown; code?: unknown };
  return typeof e?.responseCode === "number" || e?.code === "ECONNECTION";
}
