import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, screenshot } from "./helpers";
import { startPortal } from "./setup/server";
import { startOidcIssuer, type OidcIssuer } from "../helpers/oidc-issuer";
import { startWechatServer, type WechatServer } from "../helpers/wechat-server";

/**
 * Company sign-in and WeChat binding, end to end in the browser, offline: a real OpenID Connect provider
 * (npm oidc-provider, its development login and consent pages) and a server speaking WeChat's OAuth
 * endpoints run on loopback, and a portal of this test alone is started with their addresses.
 */
const port = Number(process.env.E2E_PORT ?? 3250) + 6;
const origin = `http://127.0.0.1:${port}`;
const wechatUser = { openid: "o-e2e-factory01", unionid: "u-e2e-factory01", nickname: "陈厂务" };

let idp: OidcIssuer;
let wx: WechatServer;
let portal: Awaited<ReturnType<typeof startPortal>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale, viewport: { width, height: width < 500 ? 844 : 820 } });
  contexts.push(context);
  return context.newPage();
}

/** The provider's own login and consent pages (oidc-provider's development interactions). */
async function companySignIn(page: Page, account: string) {
  await page.locator('input[name="login"]').waitFor();
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

beforeAll(async () => {
  [idp, wx] = await Promise.all([startOidcIssuer([`${origin}/api/auth/callback/sso`]), startWechatServer()]);
  portal = await startPortal(port, { SSO_ISSUER: idp.issuer, SSO_CLIENT_ID: idp.clientId, SSO_CLIENT_SECRET: idp.clientSecret, ...wx.env });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await portal?.stop();
  await Promise.all([idp?.close(), wx?.close()]);
});

describe("company sign-in and WeChat binding", () => {
  it("refuses a company account no portal user is linked to, with a clear message", async () => {
    const page = await open("en-US");
    await page.goto("/login?redirect=%2Fdashboard");
    await page.getByRole("link", { name: "Sign in with company account" }).click();
    await companySignIn(page, "stranger");
    await page.getByText("This company account is not linked to a portal user. Ask the administrator to link it.").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard");
    await screenshot(page, "sso-refused-en");
  });

  it("says the same in Vietnamese, on the login page and on the binding page", async () => {
    const page = await open("vi-VN");
    await page.goto("/login");
    await page.getByRole("link", { name: "Đăng nhập bằng WeChat" }).waitFor();
    await page.getByRole("link", { name: "Đăng nhập bằng tài khoản công ty" }).click();
    await companySignIn(page, "stranger");
    await page.getByText("Tài khoản công ty này chưa được liên kết với người dùng cổng. Hãy nhờ quản trị viên liên kết.").first().waitFor();
    await screenshot(page, "sso-refused-vi");
    // The refusal was for the login page: the binding page opened right after does not repeat it.
    await page.goto("/bindWeChat");
    await page.getByTestId("bind-wechat").waitFor();
    expect(await page.getByTestId("bind-wechat").textContent()).not.toContain("chưa được liên kết");
    await screenshot(page, "sso-bind-logged-out-vi");
  });

  it("signs in with the company account, keeps the wanted page, then binds WeChat", async () => {
    const page = await open("en-US");
    await page.goto("/login?redirect=%2Fprofile%2Findex");
    await page.getByTestId("sign-in-links").waitFor();
    await screenshot(page, "sso-login-en");
    await page.getByRole("link", { name: "Sign in with company account" }).click();
    await companySignIn(page, "factory01");
    await page.waitForURL(`${origin}/profile/index`);
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByTestId("user-menu").textContent()).toContain("E2001");

    await page.goto("/bindWeChat");
    await page.getByTestId("wechat-status").getByText("No WeChat account is bound to 陈厂务 (E2001).").waitFor();
    wx.scanAs(wechatUser);
    await page.getByRole("link", { name: "Bind WeChat account" }).click();
    await page.locator("#confirm").click();
    await page.getByText("WeChat account bound.").waitFor();
    await page.getByTestId("wechat-status").getByText(/A WeChat account is bound to 陈厂务 \(E2001\) since \d{4}-\d\d-\d\d \d\d:\d\d\./).waitFor();
    await screenshot(page, "sso-bound-en");
  });

  it("signs in with the bound WeChat account on a phone in Chinese, then unbinds it after a confirmation", async () => {
    const page = await open("zh-CN", 390);
    await page.goto("/login");
    await page.getByRole("link", { name: "使用企业账号登录" }).waitFor();
    await screenshot(page, "sso-login-zh-390");
    wx.scanAs(wechatUser);
    await page.getByRole("link", { name: "使用微信登录" }).click();
    await page.locator("#confirm").click();
    await page.waitForURL(`${origin}/dashboard`);

    await page.goto("/bindWeChat");
    await page.getByTestId("wechat-status").getByText(/陈厂务（E2001）已于 .* 绑定微信账号。/).waitFor();
    await page.getByRole("link", { name: "解除绑定" }).click();
    await page.getByRole("alertdialog").getByText("确定解除微信绑定吗？解除后将无法使用该微信登录。").waitFor();
    await screenshot(page, "sso-unbind-confirm-zh-390");
    await page.getByRole("button", { name: "确定解除" }).click();
    await page.getByText("已解除微信绑定。").waitFor();
    await page.getByTestId("wechat-status").getByText("陈厂务（E2001）尚未绑定微信账号。").waitFor();
    await screenshot(page, "sso-unbound-zh-390");
  });

  it("refuses the unbound WeChat account at login", async () => {
    const page = await open("en-US", 390);
    await page.goto("/login");
    wx.scanAs(wechatUser);
    await page.getByRole("link", { name: "Sign in with WeChat" }).click();
    await page.locator("#confirm").click();
    await page.getByText("This WeChat account is not bound to a portal user.", { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await screenshot(page, "sso-wechat-refused-en-390");
  });

  it("refuses a callback whose state this browser never started (a forged or replayed one)", async () => {
    const page = await open("en-US");
    await page.goto(`/api/auth/callback/sso?${new URLSearchParams({ code: "forged", state: "forged", iss: idp.issuer })}`);
    await page.getByText("The sign-in was cancelled or could not be completed. Please try again.").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
