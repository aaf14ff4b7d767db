import { ReturnCode } from "@/lib/contracts/envelope";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { MessageValue } from "@/lib/number-format";

export type AppErrorCode =
  | "VALIDATION"
  | "LOGIN_FAILED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_LARGE"
  | "UNSUPPORTED"
  | "THROTTLED"
  | "LOGGED_IN_ELSEWHERE"
  | "INVALID_TOKEN"
  | "REVOKED"
  | "EXPIRED"
  | "UNAVAILABLE";

const codes: Record<AppErrorCode, number> = {
  VALIDATION: ReturnCode.validation,
  LOGIN_FAILED: ReturnCode.unauthenticated,
  FORBIDDEN: ReturnCode.forbidden,
  NOT_FOUND: ReturnCode.notFound,
  CONFLICT: ReturnCode.conflict,
  TOO_LARGE: ReturnCode.tooLarge,
  UNSUPPORTED: ReturnCode.unsupported,
  THROTTLED: ReturnCode.throttled,
  LOGGED_IN_ELSEWHERE: ReturnCode.loggedInElsewhere,
  INVALID_TOKEN: ReturnCode.invalidToken,
  REVOKED: ReturnCode.revoked,
  EXPIRED: ReturnCode.expired,
  UNAVAILABLE: ReturnCode.unavailable,
};

/** The one error type of the services: a typed code and a message-catalogue key. */
export class AppError extends Error {
  readonly returnCode: number;
  constructor(
    readonly code: AppErrorCode,
    readonly messageKey: string,
    readonly values: Record<string, MessageValue> = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super(`${code}: ${messageKey}`);
    this.returnCode = codes[code];
  }
}

export const notFound = () => new AppError("NOT_FOUND", "errors.notFound");
export const forbidden = () => new AppError("FORBIDDEN", "errors.forbidden");

/** A broken rule of a form, its message on its field; the answer's own message is `message` (a general one by default). */
export const fieldError = (field: string, key: string, values: Record<string, MessageValue> = {}, message = "errors.validation") =>
  new AppError("VALIDATION", message, values, { [field]: [key] });
