import "server-only";
import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "@/services/db/client";
import { beforeDbClose } from "@/services/db/client";

/** The channel on which every instance hears that some users' inboxes changed (payload: their ids, or "*"). */
export const inboxChannel = "portal_inbox";

/** NOTIFY payloads stop at 8000 bytes: a longer list tells every open inbox to look again. */
const maxPayload = 7_000;

/** Tells every instance, at commit, that these users' inboxes changed (a delivery, a read). */
export async function notifyInboxes(tx: Db, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const list = [...new Set(userIds)].join(",");
  await tx.execute(sql`select pg_notify(${inboxChannel}, ${list.length > maxPayload ? "*" : list})`);
}

type Watcher = () => void;

interface Hub {
  watch(userId: number, onChange: Watcher): () => void;
  /** Settles once this instance listens (a change committed after it is heard). */
  ready: Promise<void>;
}

/** One LISTEN per process and database; open inboxes register here and hear of their own user only. */
function createHub(handle: DbHandle): Hub {
  const watchers = new Map<number, Set<Watcher>>();
  const fire = (payload: string) => {
    if (payload === "*") {
      for (const set of watchers.values()) for (const w of set) w();
      return;
    }
    for (const id of payload.split(",")) for (const w of watchers.get(Number(id)) ?? []) w();
  };
  const unlisten = handle.listen(inboxChannel, fire);
  const removeHook = beforeDbClose(async (db) => {
    if (db !== handle.db) return;
    removeHook();
    hubs.delete(handle);
    for (const set of watchers.values()) for (const w of set) w();
    watchers.clear();
    await (await unlisten)();
  });
  return {
    ready: unlisten.then(() => undefined),
    watch(userId, onChange) {
      const set = watchers.get(userId) ?? new Set();
      set.add(onChange);
      watchers.set(userId, set);
      return () => {
        set.delete(onChange);
        if (!set.size) watchers.delete(userId);
      };
    },
  };
}

const hubs = new Map<DbHandle, Hub>();

export function inboxHub(handle: DbHandle): Hub {
  let hub = hubs.get(handle);
  if (!hub) {
    hub = createHub(handle);
    hubs.set(handle, hub);
  }
  return hub;
}
