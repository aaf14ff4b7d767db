import type { ServiceName } from "@/lib/contracts/services";

/**
 * The business modules. One kebab-case name per module in every layer: contract
 * `lib/contracts/<service>/<name>.ts`, service folder `services/<service>/<name>/`, schema
 * `services/db/schema/<name>.ts`, UI `components/<name>/`, message namespace and rights key
 * camelCase(name), API path `/<name>`. tests/unit/module-kit.test.ts holds every layer to it.
 * `menu: false`: reached from the top bar by every signed-in user, not from the menu, so it has no rights.
 * `ui: false`: its service has landed before its screens, so it has no `components/<name>/` yet.
 */
export const modules = [
  { name: "purchase-order", service: "erp-purchase" },
  { name: "delivery-notice", service: "erp-purchase" },
  { name: "purchase-receipt", service: "erp-purchase" },
  { name: "receiving-scan", service: "erp-purchase" },
  { name: "purchase-collection", service: "erp-purchase" },
  { name: "reconciliation-statement", service: "erp-purchase" },
  { name: "dictionary", service: "base-data" },
  { name: "purchase-label", service: "label" },
  { name: "label-print", service: "label" },
  { name: "notice", service: "base-data" },
  { name: "it-report", service: "base-data" },
  { name: "processing-order", service: "erp-production" },
  { name: "owed-quantity", service: "erp-production" },
  { name: "deduction-bill", service: "erp-production" },
  { name: "menu-role", service: "base-data" },
  { name: "help-doc", service: "base-data" },
  { name: "warehouse-stock", service: "erp-production" },
  { name: "delivery-plan", service: "erp-production" },
  { name: "delivery-note", service: "erp-production" },
  { name: "price-inquiry", service: "erp-purchase" },
  { name: "quotation", service: "erp-purchase" },
  { name: "vmi-inventory", service: "erp-purchase" },
  { name: "sub-account", service: "base-data" },
  { name: "material-rule", service: "erp-purchase" },
  { name: "material-prep", service: "erp-purchase" },
  { name: "notification", service: "base-data", menu: false },
  { name: "webhook", service: "base-data" },
  { name: "api-token", service: "base-data", menu: false },
  { name: "notification-preference", service: "base-data", menu: false },
  { name: "supplier-score", service: "erp-purchase" },
  { name: "conversation", service: "base-data", menu: false },
] as const satisfies ReadonlyArray<{ name: string; service: ServiceName; menu?: false; ui?: false }>;

/** The spec's own calls keep their paths (docs/requirements.md §7); they are not modules. */
export const specPathPrefixes = ["/user/", "/sendplan/"] as const;

export const camelName = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
