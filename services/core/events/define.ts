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
  deliver: (db: Db, ev: RaisedEvent) => Promise<Delivery>;
  /** The actor hears of their own action (security events); otherwise the actor is never a recipient. */
  toActor?: boolean;
}

export const nobody: Delivery = { recipients: [], params: {} };
