import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { apiTokenList, apiTokenOps } from "@/lib/contracts/base-data/api-token";
import { defineRoute } from "@/services/core/route";
import { heldRights } from "@/services/core/api-token";
import { and } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { apiTokens } from "@/services/db/schema";
import { maxExpiresOn } from "./row";

const tk = alias(apiTokens, "tk");
const state = sql`case when ${tk.revokedAt} is not null then 'revoked' when ${tk.expiresAt} <= now() then 'expired' else 'active' end`;

/** The caller's own tokens on the list kit (state filter in the URL); nobody else's, whatever their rights. */
export const apiTokenListRoutes = listRoutes(apiTokenList, {
  from: sql`${apiTokens} ${tk}`,
  id: sql`${tk.id}`,
  rights: { view: null, export: null },
  sessionOnly: true,
  where: (scope, f) => and([
    sql`${tk.userId} = ${scope.userId} and ${tk.companyId} = ${scope.companyId}`,
    f.state && sql`${state} = ${f.state}`,
  ]),
  select: {
    name: sql`${tk.name}`,
    state,
    prefix: sql`${tk.prefix}`,
    rightCount: sql`cardinality(${tk.rights})`,
    expiresAt: sql`${tk.expiresAt}`,
    lastUsedAt: sql`${tk.lastUsedAt}`,
    lastUsedIp: sql`${tk.lastUsedIp}`,
    createdAt: sql`${tk.createdAt}`,
    rights: sql`array_to_string(${tk.rights}, ',')`,
  },
});

export const grantableRights = defineRoute(apiTokenOps.grantable, {
  sessionOnly: true,
  handler: async ({ principal, scope }) => ({ rights: [...heldRights(principal)].sort(), maxExpiresOn: maxExpiresOn(scope.today), today: scope.today }),
});
