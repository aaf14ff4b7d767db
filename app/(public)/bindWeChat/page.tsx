import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { wechatEnabled } from "@/lib/env";
import { readSession } from "@/lib/session";
import { callOpJson } from "@/lib/upstream/client";
import { currentLocale } from "@/lib/i18n/request";
import { userOps } from "@/lib/contracts/base-data/user";
import { wechatOps } from "@/lib/contracts/base-data/wechat";
import { formatZoned } from "@/lib/business-time";
import { readFlash } from "@/lib/sign-in/flash";
import { signInStart } from "@/lib/sign-in/names";
import { unbindWechatAction } from "@/lib/actions/wechat";
import { buttonVariants } from "@/components/ui/button";
import { Languages } from "lucide-react";
import { LanguageSwitch } from "@/components/app/language-switch";

export async function generateMetadata() {
  const t = await getTranslations("bindWeChat");
  return { title: t("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Public, as SPEC §2 says: without a session it asks to log in first. A signed-in user binds a WeChat
 * account (the WeChat sign-in dance, state-checked) or, after a confirmation, unbinds it. Server-rendered
 * links and one form; no script of its own.
 */
export default async function BindWeChatPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const t = await getTranslations();
  const locale = await currentLocale();
  const token = (await readSession()).token;
  const [status, info] = token
    ? await Promise.all([callOpJson(wechatOps.status, { token, locale }), callOpJson(userOps.info, { token, locale })])
    : [null, null];
  const signedIn = status?.returnCode === 200 && info?.returnCode === 200 && status.data && info.data;
  const flash = await readFlash();
  const done = one(sp.done);
  const notice = flash ?? (one(sp.failed) ? t("errors.signInIncomplete") : status && status.returnCode !== 200 ? status.message : undefined);
  const confirming = one(sp.confirm) === "unbind";
  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 p-4 pt-16 sm:pt-24">
      <div className="absolute top-3 right-3">
        <LanguageSwitch icon={<Languages />} />
      </div>
      <div className="w-full max-w-md rounded-lg border bg-card p-6 shadow-sm" data-testid="bind-wechat">
        <h1 className="text-lg font-semibold">{t("bindWeChat.title")}</h1>
        {notice && <p role="alert" className="mt-3 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">{notice}</p>}
        {!notice && done && (
          <p role="status" className="mt-3 rounded-md border border-emerald-600/30 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t(done === "bound" ? "bindWeChat.boundDone" : "bindWeChat.unboundDone")}
          </p>
        )}
        {!wechatEnabled() ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("bindWeChat.off")}</p>
        ) : !signedIn ? (
          <>
            <p className="mt-3 text-sm text-muted-foreground">{t("bindWeChat.needLogin")}</p>
            <Link href="/login?redirect=%2FbindWeChat" className={buttonVariants({ className: "mt-5 w-full" })}>{t("bindWeChat.toLogin")}</Link>
          </>
        ) : (
          <>
            <p className="mt-3 text-sm text-muted-foreground">{t("bindWeChat.intro")}</p>
            <p className="mt-4 text-sm" data-testid="wechat-status">
              {status.data!.bound
                ? t("bindWeChat.bound", { name: info.data!.name, userNo: info.data!.userNo, at: formatZoned(status.data!.boundAt, info.data!.timeZone) })
                : t("bindWeChat.unbound", { name: info.data!.name, userNo: info.data!.userNo })}
            </p>
            {confirming && status.data!.bound ? (
              <form action={unbindWechatAction} className="mt-5 rounded-md border border-destructive/40 p-4" role="alertdialog" aria-labelledby="unbind-confirm">
                <p id="unbind-confirm" className="text-sm">{t("bindWeChat.unbindConfirm")}</p>
                <div className="mt-4 flex justify-end gap-2">
                  <Link href="/bindWeChat" className={buttonVariants({ variant: "outline" })}>{t("bindWeChat.cancel")}</Link>
                  <button type="submit" className={buttonVariants({ variant: "destructive" })}>{t("bindWeChat.unbindYes")}</button>
                </div>
              </form>
            ) : (
              <div className="mt-5 flex flex-col gap-2 sm:flex-row">
                <a href={signInStart("wechat", { intent: "bind" })} className={buttonVariants({ className: "sm:flex-1" })}>
                  {t(status.data!.bound ? "bindWeChat.rebind" : "bindWeChat.bind")}
                </a>
                {status.data!.bound && (
                  <Link href="/bindWeChat?confirm=unbind" className={buttonVariants({ variant: "outline", className: "sm:flex-1" })}>{t("bindWeChat.unbind")}</Link>
                )}
              </div>
            )}
            <Link href="/dashboard" className="mt-5 inline-block text-sm text-primary underline">{t("bindWeChat.toPortal")}</Link>
          </>
        )}
      </div>
    </main>
  );
}
