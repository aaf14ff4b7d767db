export const ReturnCode = {
  ok: 200,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  throttled: 429,
  server: 500,
  loggedInElsewhere: 502,
  unavailable: 503,
  timeout: 504,
  invalidToken: 50008,
  revoked: 50012,
  expired: 50014,
} as const;

export type ReturnCodeValue = (typeof ReturnCode)[keyof typeof ReturnCode];

/** Codes that mean the portal session is no longer usable and the user must log in again. */
export const reloginCodes: readonly number[] = [ReturnCode.invalidToken, ReturnCode.revoked, ReturnCode.expired];

export interface Envelope<T = unknown> {
  returnCode: number;
  message: string;
  data?: T;
}

export type FieldErrors = Record<string, string[]>;

/** HTTP status for an envelope: the code itself when it is an HTTP status, 401 for session codes. */
export function httpStatusFor(returnCode: number): number {
  if (returnCode === ReturnCode.loggedInElsewhere || returnCode >= 1000) return 401;
  return returnCode >= 200 && returnCode < 600 ? returnCode : 500;
}
