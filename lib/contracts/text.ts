import { z } from "zod/mini";

/**
 * The smallest shared schemas, apart from common.ts so that a form reading only these (the profile, the
 * password) does not load the decimal, date and list schemas with them. common.ts re-exports them.
 */

/** Largest id any table holds (integer identity columns). */
export const maxId = 2_147_483_647;

/** Free text: trimmed, bounded, no NUL characters (PostgreSQL refuses them). */
export const text = (max: number) =>
  z.string("validation.invalidType").check(z.trim(), z.maxLength(max, "validation.tooLong"), z.regex(/^[^\u0000]*$/, "validation.invalid"));
export const requiredText = (max: number, message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, "validation.tooLong"), z.regex(/^[^\u0000]*$/, "validation.invalid"));
