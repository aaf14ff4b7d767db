import { z } from "zod/mini";
import { text } from "../text";
import { avatarUpload, avatarUrl, holdsUserName, passwordClasses, passwordPolicy } from "./user-form-values";

/**
 * The schemas of the user's own forms (the password, the profile), apart from user.ts so that those pages
 * load these and not the login, session and menu schemas; user.ts re-exports them and declares the operations.
 */

export { avatarUpload, avatarUrl, holdsUserName, passwordClasses, passwordPolicy };

export const updatePasswordInput = z.object({
    oldPassword: z.string().check(z.minLength(1, "validation.required"), z.maxLength(128)),
    newPassword: z.string().check(
      z.minLength(passwordPolicy.minLength, "validation.password.minLength"),
      z.maxLength(passwordPolicy.maxLength, "validation.tooLong"),
    ),
    confirmPassword: z.string().check(z.minLength(1, "validation.required"), z.maxLength(128)),
  }).check(
    z.refine((v) => passwordClasses(v.newPassword) >= 3, { path: ["newPassword"], message: "validation.password.classes" }),
    z.refine((v) => v.newPassword !== v.oldPassword, { path: ["newPassword"], message: "validation.password.sameAsOld" }),
    z.refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "validation.password.mismatch" }),
  );
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;

export const profileInput = z.object({ introduction: text(500, { multiline: true }) });
export type ProfileInput = z.input<typeof profileInput>;
