import pg from "pg";

type Args = unknown[];
interface Statement { slot: number; args: Args; rows: unknown[] }

const valuesOf = (args: Args): unknown[] | undefined => {
  const first = args[0] as { values?: unknown[] } | string;
  return typeof first === "object" && first !== null && Array.isArray(first.values) ? first.values : Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined;
};

const withValues = (args: Args, values: unknown[]): Args => {
  const first = args[0];
  return typeof first === "object" && first !== null && Array.isArray((first as { values?: unknown[] }).values)
    ? [{ ...(first as object), values }, ...args.slice(1)]
    : [first, values, ...args.slice(2)];
};

/**
 * Records every statement node-postgres sends (pool queries and a transaction's own connection alike, by
 * patching pg.Client), with the connection it went over and the rows it returned, and replays exactly those
 * statements through the driver: one pool connection per recorded connection, in the recorded order. Rows a
 * statement creates get new ids and numbers on replay; `generated(value)` says which returned values are such
 * keys, and later parameters equal to a recorded key are given the replay's key instead (the SQL is unchanged).
 */
export function pgTxRecorder(pool: pg.Pool, generated: (value: unknown) => boolean) {
  const proto = pg.Client.prototype as unknown as { query: (...args: Args) => Promise<{ rows: unknown[] }> };
  const original = proto.query;
  let recording: Statement[] | null = null;
  let slots = new Map<unknown, number>();
  proto.query = function (this: unknown, ...args: Args) {
    const log = recording;
    if (!log || typeof args[args.length - 1] === "function") return original.apply(this, args);
    if (!slots.has(this)) slots.set(this, slots.size);
    const st: Statement = { slot: slots.get(this)!, args, rows: [] };
    log.push(st);
    return original.apply(this, args).then((r) => { st.rows = r.rows; return r; });
  } as typeof proto.query;

  return {
    async record(fn: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      slots = new Map();
      try {
        await fn();
        return recording;
      } finally {
        recording = null;
      }
    },
    async replay(statements: Statement[]): Promise<void> {
      const clients = new Map<number, pg.PoolClient>();
      const keys = new Map<unknown, unknown>();
      try {
        for (const st of statements) {
          let client = clients.get(st.slot);
          if (!client) clients.set(st.slot, (client = await pool.connect()));
          const values = valuesOf(st.args);
          const args = values ? withValues(st.args, values.map((v) => (keys.has(v) ? keys.get(v) : v))) : st.args;
          const r = await original.apply(client, args);
          st.rows.forEach((row, i) => {
            const now = r.rows[i] as Record<string, unknown> | undefined;
            for (const [k, v] of Object.entries(row as Record<string, unknown>)) if (generated(v) && now) keys.set(v, now[k]);
          });
        }
      } finally {
        for (const c of clients.values()) c.release();
      }
    },
    restore() {
      proto.query = original;
    },
  };
}
