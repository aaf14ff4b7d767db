import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import { entityHref } from "@/lib/notification/href";
import { translatorFor } from "@/services/core/i18n";
import { unsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token";

export interface MailItem {
  type: NotificationType;
  entity: string;
  entityId: string;
  params: Record<string, string>;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** RFC 2369 / RFC 8058: where a mail client unsubscribes with one POST. */
  listUnsubscribe: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const absolute = (path: string) => new URL(path, env().PUBLIC_URL).toString();

/** The links of an unsubscribe token: the page a person opens, and the address a mail client POSTs to. */
export function unsubscribeLinks(userId: number, scope: UnsubscribeScope) {
  const q = `?token=${encodeURIComponent(unsubscribeToken(userId, scope))}`;
  return { page: absolute(`/unsubscribe${q}`), oneClick: absolute(`/api/unsubscribe${q}`) };
}

function layout(lang: Locale, heading: string, bodyHtml: string, footer: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans','PingFang SC','Microsoft YaHei',sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:24px 28px">
<h1 style="margin:0 0 16px;font-size:18px;line-height:1.4">${esc(heading)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${footer}</td></tr>
</table></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:20px 0 0"><a href="${esc(href)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;text-decoration:none;border-radius:6px;font-size:14px">${esc(label)}</a></p>`;

/** One event's mail, in the recipient's language: the type's title as the subject, its message, a link to the record. */
export function eventMail(locale: Locale, userId: number, name: string, item: MailItem): Mail {
  const t = translatorFor(locale);
  const subject = t(`notification.types.${item.type}.title`, item.params);
  const body = t(`notification.types.${item.type}.body`, item.params);
  const typeName = t(`enums.notificationType.${item.type}`);
  const link = absolute(entityHref(item.entity, item.entityId));
  const unsub = unsubscribeLinks(userId, item.type);
  const greeting = t("notificationPreference.mail.greeting", { name });
  const why = t("notificationPreference.mail.why", { type: typeName });
  const stop = t("notificationPreference.mail.unsubscribe", { type: typeName });
  const open = t("notificationPreference.mail.open");
  return {
    subject,
    listUnsubscribe: unsub.oneClick,
    text: `${greeting}\n\n${body}\n\n${open}: ${link}\n\n--\n${why}\n${stop}: ${unsub.page}\n`,
    html: layout(locale, subject, `<p style="margin:0 0 12px;font-size:14px">${esc(greeting)}</p><p style="margin:0;font-size:14px;line-height:1.6">${esc(body)}</p>${button(link, open)}`,
      `${esc(why)}<br><a href="${esc(unsub.page)}" style="color:#6b7280">${esc(stop)}</a>`),
  };
}

/** The daily digest: every listed event's title, each a link to its record. */
export function digestMail(locale: Locale, userId: number, name: string, day: string, items: readonly MailItem[]): Mail {
  const t = translatorFor(locale);
  const subject = t("notificationPreference.mail.digestSubject", { count: items.length, day });
  const lines = items.map((i) => ({ title: t(`notification.types.${i.type}.title`, i.params), link: absolute(entityHref(i.entity, i.entityId)) }));
  const unsub = unsubscribeLinks(userId, "digest");
  const greeting = t("notificationPreference.mail.greeting", { name });
  const intro = t("notificationPreference.mail.digestIntro", { count: items.length });
  const why = t("notificationPreference.mail.digestWhy");
  const stop = t("notificationPreference.mail.digestUnsubscribe");
  const list = lines.map((l) => `<li style="margin:0 0 8px"><a href="${esc(l.link)}" style="color:#2563eb">${esc(l.title)}</a></li>`).join("");
  return {
    subject,
    listUnsubscribe: unsub.oneClick,
    text: `${greeting}\n\n${intro}\n\n${lines.map((l) => `- ${l.title}\n  ${l.link}`).join("\n")}\n\n--\n${why}\n${stop}: ${unsub.page}\n`,
    html: layout(locale, subject, `<p style="margin:0 0 12px;font-size:14px">${esc(greeting)}</p><p style="margin:0 0 12px;font-size:14px">${esc(intro)}</p><ul style="margin:0;padding-left:20px;font-size:14px;line-height:1.5">${list}</ul>`,
      `${esc(why)}<br><a href="${esc(unsub.page)}" style="color:#6b7280">${esc(stop)}</a>`),
  };
}
