import type { ServiceName } from "@/lib/contracts/services";

export const serviceUrlEnv: Record<ServiceName, "BASE_DATA_URL" | "LABEL_URL" | "ERP_PURCHASE_URL" | "ERP_PRODUCTION_URL"> = {
  "base-data": "BASE_DATA_URL",
  label: "LABEL_URL",
  "erp-purchase": "ERP_PURCHASE_URL",
  "erp-production": "ERP_PRODUCTION_URL",
};

export const requestTimeoutMs = 30_000;
