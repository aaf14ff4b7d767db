import { getTranslations } from "next-intl/server";
import { ssoConfig, wechatEnabled } from "@/lib/env";
import { buttonVariants } from "@/components/ui/button";
import { signInStart } from "@/lib/sign-in/names";

/** The login page's other ways in, as plain links (server-rendered, no script): shown only when configured. */
export async function SignInLinks({ redirectTo }: { redirectTo: string }) {
  const sso = Boolean(ssoConfig());
  const wechat = wechatEnabled();
  if (!sso && !wechat) return null;
  const t = await getTranslations("login");
  return (
    <div className="mt-4 space-y-2" data-testid="sign-in-links">
      <p className="flex items-center gap-2 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">{t("or")}</p>
      {sso && (
        <a href={signInStart("sso", { redirect: redirectTo })} className={buttonVariants({ variant: "outline", className: "w-full" })}>
          {t("ssoButton")}
        </a>
      )}
      {wechat && (
        <a href={signInStart("wechat", { redirect: redirectTo })} className={buttonVariants({ variant: "outline", className: "w-full" })}>
          {t("wechatButton")}
        </a>
      )}
    </div>
  );
}
