import type { EventType } from "./define";

interface Catalog { types: readonly EventType[]; byAudit: Map<string, EventType[]>; security: ReadonlySet<string> }
let catalog: Catalog | null = null;

/**
 * Hands core every module's event types (each declared in its module's events.ts). Core imports no module:
 * services/composition.ts registers them, and tests/unit/events-catalog.test.ts holds its list complete.
 */
export function registerEventTypes(types: readonly EventType[]): void {
  const byAudit = new Map<string, EventType[]>();
  for (const t of types) {
    for (const a of t.actions) byAudit.set(`${t.entity}\u0000${a}`, [...(byAudit.get(`${t.entity}\u0000${a}`) ?? []), t]);
  }
  catalog = { types, byAudit, security: new Set(types.filter((t) => t.security).map((t) => t.type)) };
}

// An action run before the modules registered their types would raise no event and nobody would hear of it.
function registered(): Catalog {
  if (!catalog) throw new Error("no event types registered: import services/composition.ts before serving (registry.ts and boot.ts do)");
  return catalog;
}

/** Every registered event type. */
export const eventTypes = (): readonly EventType[] => registered().types;

/** The types an audit row of (entity, action) may raise. */
export const typesForAudit = (entity: string, action: string): readonly EventType[] => registered().byAudit.get(`${entity}\u0000${action}`) ?? [];

/** The declaration that raised an outbox row: its type from that entity. */
export const typeOf = (type: string, entity: string): EventType | undefined => registered().types.find((t) => t.type === type && t.entity === entity);

/** The types a user cannot turn off: those any declaration marks as security events. */
export const securityTypes = (): ReadonlySet<string> => registered().security;
