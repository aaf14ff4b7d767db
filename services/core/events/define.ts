import type { NotificationType } from "@/lib/contracts/base-data/notification";
import type { Db } from "@/services/db/client";
import type { AuditEntry } from "@/services/core/audit";

/** An outbox row as the dispatcher hands it to its type. */
export interface RaisedEvent {
  id: number;
  type: NotificationType;
  companyId: number | null;
  actorUserId: number | null;
  entity: string;
  entityId: string;
}

/** Who hears of an event, and the placeholders of its message keys (`notification.types.<type>.title|body`). */
export interface Delivery {
  recipients: number[];
  params: Record<string, string>;
  /** The supplier the record belongs to, when it has one: a supplier's webhook hears only of its own. */
  supplierId?: number;
}

/**
 * An event type, declared beside the module whose action raises it (services/<service>/<module>/events.ts) and
 * listed once in ./catalog.ts. It is raised by writeAudit when an audit row of `entity` with one of `actions`
 * is written (and `when` agrees), inside the action's transaction; its recipients are resolved when it is
 * delivered, from the record as it then is.
 */
export interface EventType {
  type: NotificationType;
  entity: string;
  actions: readonly string[];
  when?: (e: AuditEntry, tx: Db) => boolean | Promise<boolean>;
  deliver: Deliver;
  /** The actor hears of their own action (security events); otherwise the actor is never a recipient. */
  toActor?: boolean;
  /** A security event (a password changed …): its holder cannot turn it off (services/base-data/notification-preference). */
  security?: true;
}

/**
 * Resolves one event's delivery; `many`, where a type has it, resolves a batch of events of the type in one
 * statement (the dispatcher prefers it), answering each event's delivery by the event's entity id.
 */
export type Deliver = ((db: Db, ev: RaisedEvent) => Promise<Delivery>) & {
  many?: (db: Db, evs: readonly RaisedEvent[]) => Promise<Map<string, Delivery>>;
};

export const nobody: Delivery = { recipients: [], params: {} };
