import { z } from "zod/mini";
import { date, idParam, requiredText } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";

/** Every token starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const apiTokenPrefix = "ssp_";
/** The longest life a token may be given, in days from the creating user's business day. */
export const apiTokenMaxDays = 366;
/** Live (neither revoked nor expired) tokens a user may hold at once. */
export const apiTokenMaxLive = 20;

export const apiTokenStates = ["active", "expired", "revoked"] as const;
export type ApiTokenState = (typeof apiTokenStates)[number];

const rightCode = z.string().check(z.regex(/^\d{1,6}_[a-z]{1,30}$/, "validation.apiToken.rightUnknown"));

/** A new token: a name, the last business day it works (in the company's zone), and some of the caller's own rights. */
export const apiTokenInput = z.object({
  name: requiredText(60, "validation.apiToken.nameRequired"),
  expiresOn: date,
  rights: z.array(rightCode).check(z.minLength(1, "validation.apiToken.rightsRequired"), z.maxLength(300, "validation.tooLong")),
});
export type ApiTokenInput = z.infer<typeof apiTokenInput>;

export const apiTokenRow = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  prefix: z.string().check(z.describe("the token's first characters, to tell it apart; never the secret")),
  rights: z.array(z.string()),
  expiresAt: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  lastUsedIp: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  state: z.enum(apiTokenStates),
});
export type ApiTokenRow = z.infer<typeof apiTokenRow>;

/** The caller's own API tokens in the session's company, newest first; no export. Session-only, like every token route. */
export const apiTokenList = defineList({
  service: "base-data",
  path: "/api-token",
  namespace: "apiToken",
  summary: "The caller's API tokens in the session's company, newest first",
  defaultSort: "-createdAt",
  columns: {
    name: col.text({ width: 30 }),
    state: col.enum("apiTokenState", apiTokenStates, { tones: { active: "success", expired: "secondary", revoked: "destructive" } }),
    prefix: col.text({ sortable: false }),
    rightCount: col.int({ sortable: false }),
    expiresAt: col.datetime(),
    lastUsedAt: col.datetime({ nullable: true }),
    lastUsedIp: col.text({ nullable: true, sortable: false, hidden: true }),
    createdAt: col.datetime({ hidden: true }),
    /** The token's rights codes, comma-separated. */
    rights: col.text({ internal: true }),
  },
  filters: { state: z.optional(z.enum(apiTokenStates, "validation.status")) },
});
export type ApiTokenListRow = z.infer<typeof apiTokenList.row>;

const ops = serviceOps("base-data");
/** The caller's own API tokens. Session-only: a token can neither see nor make nor end tokens. */
export const apiTokenOps = {
  grantable: ops.get("/api-token/rights", {
    summary: "The rights codes the caller holds, which a new token may be given, and the longest expiry allowed",
    response: z.object({ rights: z.array(z.string()), maxExpiresOn: z.string(), today: z.string() }),
  }),
  create: ops.post("/api-token", {
    summary: "Create a token with some of the caller's own rights; the secret is answered once and stored only as a hash",
    body: apiTokenInput,
    response: z.object({ token: z.string(), row: apiTokenRow }),
  }),
  revoke: ops.post("/api-token/:id/revoke", {
    summary: "Revoke one of the caller's tokens: refused from its next call on (another user's answers 404)",
    params: idParam,
    response: apiTokenRow,
  }),
};
