import type { Browser, BrowserContext } from "playwright-core";
import { portalApi } from "./helpers";
import { loggedIn } from "./shell-helpers";

/** buyer01's session that publishes notices to supplier 1001, valid from a minute ago, and withdraws them when closed. */
export function noticePublisher() {
  const ids: number[] = [];
  let buyer: BrowserContext | undefined;
  return {
    async open(browser: Browser) {
      buyer = (await loggedIn(browser, "buyer01")).context;
    },
    async publish(title: string): Promise<number> {
      const suppliers = await portalApi<Array<{ id: number; venNo: string }>>(buyer!, "GET", "/api/base-data/notice/suppliers");
      const now = Date.now();
      const notice = await portalApi<{ id: number }>(buyer!, "POST", "/api/base-data/notice", {
        title, level: "ordinary", template: "ordinary", body: `<p>${title}</p>`,
        startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(),
        supplierIds: [suppliers.find((s) => s.venNo === "1001")!.id],
      });
      ids.push(notice.id);
      return notice.id;
    },
    async close() {
      if (!buyer) return;
      for (const id of ids) await portalApi(buyer, "POST", `/api/base-data/notice/${id}/status`, { status: "invalid" }).catch(() => undefined);
      await buyer.close();
    },
  };
}
