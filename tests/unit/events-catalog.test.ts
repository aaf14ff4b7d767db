import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notificationTypes } from "@/lib/contracts/base-data/notification";
import "@/services/composition";
import { eventTypes } from "@/services/core/events/catalog";
import { deductionBillAuditEntity } from "@/services/erp-production/deduction-bill/events";
import { deliveryNoticeAuditEntity } from "@/services/erp-purchase/delivery-notice/events";
import { purchaseOrderAuditEntity } from "@/services/erp-purchase/purchase-order/events";
import { reconciliationStatementAuditEntity } from "@/services/erp-purchase/reconciliation-statement/events";

const root = path.resolve(import.meta.dirname, "../..");
const locales = ["en", "zh", "vi", "es", "ja"] as const;

describe("the event catalogue", () => {
  it("lists every module's events.ts", async () => {
    const files = ["base-data", "erp-purchase", "erp-production", "label"].flatMap((service) =>
      fs.readdirSync(path.join(root, "services", service), { withFileTypes: true })
        .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, "services", service, d.name, "events.ts")))
        .map((d) => [service, d.name] as const));
    expect(files.length).toBeGreaterThan(0);
    for (const [service, module] of files) {
      const exported = Object.entries((await import(`../../services/${service}/${module}/events.ts`)) as Record<string, unknown>);
      // beside its event types a module's events.ts declares its audit entities (tests/unit/audit-entity.test.ts)
      const declared = exported.filter(([name]) => !name.endsWith("AuditEntity")).map(([, v]) => v).flat();
      for (const t of declared) expect(eventTypes(), `services/${service}/${module}/events.ts is not in the catalogue`).toContain(t);
    }
  });

  it("declares every contract type, each with its title and body in all five languages", () => {
    expect(new Set(eventTypes().map((t) => t.type))).toEqual(new Set(notificationTypes));
    for (const l of locales) {
      const types = JSON.parse(fs.readFileSync(path.join(root, `messages/${l}.json`), "utf8")).notification.types as Record<string, { title?: string; body?: string }>;
      for (const t of notificationTypes) expect(types[t]?.title && types[t]?.body, `${l}: notification.types.${t}`).toBeTruthy();
    }
  });

  it("names the entities exactly as the modules' audit rows do", () => {
    const entities = new Set(eventTypes().map((t) => t.entity));
    for (const e of [purchaseOrderAuditEntity, deliveryNoticeAuditEntity, reconciliationStatementAuditEntity, deductionBillAuditEntity]) expect(entities).toContain(e);
  });
});
