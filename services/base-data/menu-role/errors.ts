import { AppError } from "@/services/core/errors";

/** A rule of the menu/role forms broken: the message sits on its field. */
export const fieldError = (field: string, key: string, values: Record<string, string | number> = {}) =>
  new AppError("VALIDATION", "errors.validation", values, { [field]: [key] });
