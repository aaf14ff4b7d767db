import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import type { AnyRoute } from "@/services/core/route";
import { listAnswers } from "@/services/core/list/module";
import type { ServiceName } from "@/lib/contracts/services";
import { call, login } from "../helpers/services";
import { isPublic, keyOf, type Tokens } from "../helpers/matrix";
import { matrices } from "./matrices";
import { one } from "../helpers/fixtures";
import { notices } from "@/services/db/schema";
import { makePlan, makeStock, noteBody } from "./erp-production-delivery.fixtures";

/**
 * Every declared list answers its pages with the rows PostgreSQL wrote as JSON (services/core/list/page.ts,
 * listPageJson). Each list, in each sort order both ways, first page and the next, must answer exactly what its rows
 * read as values and mapped in JS answer: the same fields, types, nulls and empty values, the same cursor and count.
 * Each list is first given a record of its own by its authorisation matrix's fixture.
 */
const lists = (Object.entries(services) as Array<[ServiceName, { routes: AnyRoute[] }]>).flatMap(([service, s]) =>
  s.routes.filter((r) => r.sortKeys && r.method === "get").map((r) => ({ service, r })),
);
const users = ["admin", "buyer01", "sup1001", "factory01"];

/** The lists no fixture of their matrix fills: a path that shows a record made here. */
const extra: Record<string, () => Promise<string>> = {
  "get /notice/receipts": async () => `/notice/receipts?noticeId=${await one(sql`select max(${notices.id}) as v from ${notices}`)}`,
  "get /delivery-note": async () => {
    const plan = await makePlan();
    const stockItemId = await makeStock({ productCode: plan.productCodes[0]!, onHand: "1000" });
    const made = await call("erp-production", "POST", "/delivery-note", { token: tokens.factory01, body: noteBody(plan, [{ stockItemId, qty: "100" }]) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return "/delivery-note";
  },
};

const tokens: Tokens = {};
beforeAll(async () => {
  for (const user of users) tokens[user] = await login(user);
});

async function both(service: ServiceName, path: string, token: string) {
  listAnswers.json = false;
  try {
    const { status, body } = await call(service, "GET", path, { token });
    listAnswers.json = true;
    const json = await call(service, "GET", path, { token });
    return { values: { status, body }, json: { status: json.status, body: json.body } };
  } finally {
    listAnswers.json = true;
  }
}

describe("list pages written by PostgreSQL", () => {
  it("cover every declared list", () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists.map(({ service, r }) => [keyOf(r), service, r] as const))("%s answers as its rows mapped in JS", { timeout: 60_000 }, async (key, service, r) => {
    const entry = matrices[service][key];
    const filtered = entry && !isPublic(entry) ? (await entry.target(tokens)).path : null;
    // a list whose own fixture makes no record gets one from its module's other fixtures (a record to read, confirm…)
    for (const [other, e] of Object.entries(matrices[service])) {
      if (other.split(" ")[1]!.startsWith(`${r.path}/`) && !isPublic(e)) await e.target(tokens).catch(() => undefined);
    }
    const made = await extra[key]?.();
    let compared = 0;
    const fields = Object.keys(r.sortKeys!);
    for (const path of [r.path, filtered, made].filter((p): p is string => !!p)) {
      for (const user of users) {
        // every sort key (one way, alternately) for the administrator; the default order for the others
        const sorts = user === "admin" ? fields.map((f, i) => (i % 2 ? `-${f}` : f)) : [""];
        for (const sort of sorts) {
          const page = `${path}${path.includes("?") ? "&" : "?"}limit=7${sort ? `&sort=${sort}` : ""}`;
          const first = await both(service, page, tokens[user]!);
          expect(first.json, `${user} ${page}`).toEqual(first.values);
          const data = first.values.body.data as { rows?: unknown[]; nextCursor?: string | null } | undefined;
          compared += data?.rows?.length ?? 0;
          if (!data?.nextCursor) continue;
          const next = await both(service, `${page}&cursor=${encodeURIComponent(data.nextCursor)}`, tokens[user]!);
          expect(next.json, `${user} ${page}, page 2`).toEqual(next.values);
        }
      }
    }
    expect(compared, "rows compared").toBeGreaterThan(0);
  });
});
