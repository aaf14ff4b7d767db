import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { shotsIn } from "./helpers";
import { browserSessions, phone } from "./shell-helpers";
import { tableReady } from "./purchase-helpers";

/**
 * Issue 11, VMI: a buyer agrees a VMI material, the warehouse receives the supplier's delivery into VMI,
 * the factory consumes below the minimum, the replenishment suggestion appears, and the supplier sees its
 * own stock and movements (never another supplier's) — in en, zh, vi and at 390 px.
 */
const sessions = browserSessions();
const as = sessions.as;
const shots = "/work/shots/vmi";
const itemno = `E2E-VMI-${Date.now() % 1e8}`;

const shot = shotsIn(shots);


async function materials(p: Page): Promise<VmiMaterialRow[]> {
  const res = await p.context().request.fetch(`/api/erp-purchase/vmi-inventory?itemno=${itemno}`);
  const env = (await res.json()) as Envelope<ListResult<VmiMaterialRow>>;
  if (env.returnCode !== 200) throw new Error(env.message);
  return env.data!.rows;
}

async function openList(p: Page) {
  await p.goto(`/materials/vmi?itemno=${itemno}`);
  await tableReady(p, "vmi-inventory");
  return p.getByTestId("table-vmi-inventory").locator("tbody tr").filter({ hasText: itemno });
}

beforeAll(sessions.open);
afterAll(sessions.close);

describe("VMI inventory, end to end", () => {
  it("a buyer agrees a VMI material with supplier 1001: levels, agreed price, default location", { timeout: 180_000 }, async () => {
    const p = await as("buyer01", "en-US");
    await p.goto("/materials/vmi");
    await tableReady(p, "vmi-inventory");
    await p.getByTestId("vmi-new").click();
    const form = p.getByTestId("vmi-material-form");
    await form.getByTestId("vmi-material-submit").click();
    await expect.poll(() => form.getByText("Enter the number of an enabled supplier").count()).toBe(1);
    await form.getByTestId("vmi-form-venno").fill("1001");
    await form.getByTestId("vmi-form-itemno").fill(itemno);
    await form.getByTestId("vmi-form-itemdesc").fill("E2E offset ink black");
    await form.getByTestId("vmi-form-unit").fill("KG");
    await form.getByTestId("vmi-form-defaultLocation").fill("VMI-E2E");
    await form.getByTestId("vmi-form-minQty").fill("20");
    await form.getByTestId("vmi-form-maxQty").fill("10");
    await form.getByTestId("vmi-form-agreedPrice").fill("15.5");
    await form.getByTestId("vmi-material-submit").click();
    await form.getByText("The maximum may not be below the minimum").waitFor();
    await form.getByTestId("vmi-form-maxQty").fill("100");
    await form.getByTestId("vmi-material-submit").click();
    await p.getByText(`VMI material ${itemno} created`).waitFor();
    expect(await materials(p)).toMatchObject([{ itemno, onHand: "0.0000", minQty: "20.0000", maxQty: "100.0000", stockState: "below_min" }]);
  });

  it("the warehouse receives into VMI, the factory consumes below the minimum and replenishment is suggested (zh)", { timeout: 180_000 }, async () => {
    const p = await as("factory01", "zh-CN");
    let row = await openList(p);
    await row.getByTestId("vmi-receipt").click();
    let form = p.getByTestId("vmi-movement-form");
    await expect.poll(() => form.getByTestId("vmi-location").inputValue()).toBe("VMI-E2E");
    await form.getByTestId("vmi-qty").fill("30");
    await form.getByTestId("vmi-reference").fill("DN-E2E-1");
    await form.getByTestId("vmi-movement-submit").click();
    await p.getByText(/入库30，结存30/).waitFor();
    await expect.poll(async () => (await materials(p))[0]?.stockState).toBe("ok");

    row = await openList(p);
    await row.getByTestId("vmi-consumption").click();
    form = p.getByTestId("vmi-movement-form");
    await form.getByTestId("vmi-qty").fill("31");
    await form.getByTestId("vmi-movement-submit").click();
    await p.getByText("库位VMI-E2E现有库存仅30：领用不能使VMI库存为负").first().waitFor();
    await form.getByTestId("vmi-qty").fill("15");
    await form.getByTestId("vmi-movement-submit").click();
    await p.getByText(`${itemno}低于最低库存：建议补货85`).waitFor();
    expect(await materials(p)).toMatchObject([{ onHand: "15.0000", suggestedQty: "85.0000", stockState: "below_min" }]);

    row = await openList(p);
    await p.getByTestId("vmi-replenish").waitFor();
    await row.getByText("低于最低").waitFor();
    await shot(p, "vmi-factory-zh");
    await row.getByTestId("open-vmi-material").click();
    await p.getByTestId("vmi-stock").getByText("VMI-E2E").waitFor();
    await shot(p, "vmi-drawer-zh");
  });

  it("the supplier sees its own stock and movements, read-only (vi); another supplier sees nothing", { timeout: 180_000 }, async () => {
    const p = await as("sup1001", "vi-VN");
    const row = await openList(p);
    await row.getByText("Dưới tối thiểu").waitFor();
    expect(await row.getByTestId("vmi-consumption").count()).toBe(0);
    await shot(p, "vmi-supplier-vi");
    await p.getByTestId("vmi-tab-movements").click();
    await p.waitForURL("**/materials/vmi/movements");
    await p.goto(`/materials/vmi/movements?itemno=${itemno}`);
    const moves = await tableReady(p, "vmi-inventory/movements");
    await expect.poll(() => moves.locator("tbody tr").filter({ hasText: itemno }).count()).toBe(2);
    await shot(p, "vmi-movements-vi");

    const other = await as("sup1002", "en-US");
    expect(await materials(other)).toEqual([]);
  });

  it("reads at 390 px (en)", { timeout: 180_000 }, async () => {
    const p = await as("sup1001a", "en-US", phone);
    const row = await openList(p);
    await row.getByText("Below minimum").waitFor();
    await shot(p, "vmi-supplier-390");
  });
});
