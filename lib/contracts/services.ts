/** The upstream services by name: the portal addresses them by it and services/registry.ts serves them under it. */
export const serviceNames = ["base-data", "label", "erp-purchase", "erp-production"] as const;
export type ServiceName = (typeof serviceNames)[number];

export function isServiceName(value: string): value is ServiceName {
  return (serviceNames as readonly string[]).includes(value);
}
