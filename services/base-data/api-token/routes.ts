import type { AnyRoute } from "@/services/core/route";
import { createApiToken } from "./create";
import { apiTokenListRoutes, grantableRights } from "./list";
import { revokeApiToken } from "./revoke";

/** Every signed-in user's own API tokens: no right is needed, nobody reaches another's, and no token reaches these. The list has no export. */
export const apiTokenRoutes: AnyRoute[] = [apiTokenListRoutes.list, grantableRights, createApiToken, revokeApiToken];
