/** The parts of the session user a rights check needs. */
export interface RightsHolder {
  roles: readonly string[];
  /** The user's rights codes (`options` of user/userInfo), e.g. rights.purchaseOrder.receive. */
  options: readonly string[];
}

export class RightsUsageError extends Error {
  constructor() {
    super(
      'A rights check needs a non-empty list of rights codes, e.g. <RequireRights anyOf={[rights.purchaseOrder.receive]}> or hasRights(user, [rights.purchaseOrder.receive]).',
    );
    this.name = "RightsUsageError";
  }
}

/** Throws on a missing or empty list: a check without codes is a programming error (docs/requirements.md §6). */
export function assertRightsList(anyOf: unknown): asserts anyOf is readonly string[] {
  if (!Array.isArray(anyOf) || anyOf.length === 0 || anyOf.some((c) => typeof c !== "string" || !c.trim())) {
    throw new RightsUsageError();
  }
}

/**
 * docs/requirements.md §6: admin passes every check; anyone else needs at least one of the codes in `options`.
 * A courtesy for the UI only: the services enforce the same codes (403).
 */
export function hasRights(user: RightsHolder, anyOf: readonly string[]): boolean {
  assertRightsList(anyOf);
  if (user.roles.includes("admin")) return true;
  return anyOf.some((code) => user.options.includes(code));
}
