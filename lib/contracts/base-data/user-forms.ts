import { z } from "zod/mini";
import { text } from "../text";
import { uploadSpec } from "../kit/upload";

/**
 * The schemas of the user's own forms (the password, the profile), apart from user.ts so that those pages
 * load these and not the login, session and menu schemas; user.ts re-exports them and declares the operations.
 */

export const passwordPolicy = { minLength: 8, maxLength: 64 } as const;

/** How many of the four classes (lower case, upper case, digits, other characters) a password uses; the policy wants three. */
export function passwordClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) => re.test(password)).length;
}

/** The policy's rule the form cannot check alone: the password must not hold the user name. */
export const holdsUserName = (password: string, userName: string) => userName.length > 0 && password.toLowerCase().includes(userName.toLowerCase());

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

/** The profile's avatar: PNG or JPG, at most 2 MB, told by its bytes. */
export const avatarUpload = uploadSpec(["png", "jpeg"], 2 * 1024 * 1024);
export const avatarUrl = (fileId: string) => `/api/base-data/user/avatar/${fileId}`;
export const profileInput = z.object({ introduction: text(500) });
export type ProfileInput = z.input<typeof profileInput>;
