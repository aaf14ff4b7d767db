import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shotsIn } from "./helpers";
import { browserSessions, phone } from "./shell-helpers";
import { tableReady } from "./purchase-helpers";

/**
 * Issue 11, material delivery rules and notices: a buyer adds a rule for supplier 1001 and sends today's
 * notices; the supplier opens its notice and acknowledges it — in en, zh, vi and at 390 px.
 */
const sessions = browserSessions();
const as = sessions.as;
const shots = "/work/shots/material-rule";
const who = `E2E-${Date.now() % 1e8}`;

const shot = shotsIn(shots);


beforeAll(sessions.open);
afterAll(sessions.close);

describe("material delivery rules and notices, end to end", () => {
  it("a buyer adds a rule for paper from supplier 1001 and sends today's notices", { timeout: 180_000 }, async () => {
    const p = await as("buyer01", "en-US");
    await p.goto("/materials/rule");
    await tableReady(p, "material-rule");
    await p.getByTestId("material-rule-new").click();
    const form = p.getByTestId("material-rule-form");
    await form.getByTestId("material-rule-form-effectiveTo").fill("2000-01-01");
    await form.getByTestId("material-rule-submit").click();
    await form.getByText("Enter the number of an enabled supplier").waitFor();
    await form.getByText("The end of the period may not be before its start").waitFor();
    await form.getByTestId("material-rule-form-venno").fill("1001");
    await form.getByTestId("material-rule-form-materialType").click();
    await p.getByRole("option", { name: "Paper", exact: true }).click();
    await form.getByTestId("material-rule-form-responsible").fill(who);
    await form.getByTestId("material-rule-form-horizonDays").fill("90");
    await form.getByTestId("material-rule-form-effectiveTo").fill("2099-12-31");
    await shot(p, "rule-form-en");
    await form.getByTestId("material-rule-submit").click();
    await p.getByText("Rule for 1001 created").waitFor();

    await p.goto(`/materials/rule?responsible=${who}`);
    await tableReady(p, "material-rule");
    const row = p.getByTestId("table-material-rule").locator("tbody tr").filter({ hasText: who });
    await row.getByText("Paper").waitFor();
    await shot(p, "rules-en");

    await p.getByTestId("material-rule-generate").click();
    await p.getByTestId("confirm-submit").click();
    await p.getByText(/notices? sent with \d+ lines/).waitFor();
    await p.getByTestId("material-rule-tab-notices").click();
    await tableReady(p, "material-rule/notices");
    const notice = p.getByTestId("table-material-rule/notices").locator("tbody tr").filter({ hasText: who }).first();
    await notice.getByText("Sent").waitFor();
    await shot(p, "notices-en");
  });

  it("the supplier opens its notice and acknowledges it (zh), and reads it at 390 px (vi)", { timeout: 180_000 }, async () => {
    const p = await as("sup1001", "zh-CN");
    await p.goto("/materials/rule/notices");
    await tableReady(p, "material-rule/notices");
    const row = p.getByTestId("table-material-rule/notices").locator("tbody tr").filter({ hasText: who }).first();
    await row.getByTestId("open-material-notice").click();
    const drawer = p.getByTestId("material-notice-drawer");
    await drawer.getByTestId("material-notice-line").first().waitFor();
    await shot(p, "notice-zh");
    await drawer.getByText(/请按以下纸张订单行送货/).waitFor();
    await drawer.getByTestId("material-notice-acknowledge").click();
    await drawer.getByTestId("material-notice-acknowledged").waitFor();
    expect(await drawer.getByTestId("material-notice-acknowledge").count()).toBe(0);
    await row.getByText("已确认").waitFor();
    await shot(p, "notice-acknowledged-zh");

    const m = await as("sup1001", "vi-VN", phone);
    await m.goto(`/materials/rule/notices?status=acknowledged`);
    await tableReady(m, "material-rule/notices");
    await m.getByText(who).first().waitFor();
    await shot(m, "notices-390-vi");
  });
});
