import { uploadSpec } from "../kit/upload";

/**
 * The password policy and the avatar's limits, plain code apart from the forms' schemas (user-forms.ts, which
 * builds on them and re-exports them), so the forms tick the rules while their schemas load on first use.
 */
export const passwordPolicy = { minLength: 8, maxLength: 64 } as const;

/** How many of the four classes (lower case, upper case, digits, other characters) a password uses; the policy wants three. */
export function passwordClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) => re.test(password)).length;
}

/** The policy's rule the form cannot check alone: the password must not hold the user name. */
export const holdsUserName = (password: string, userName: string) => userName.length > 0 && password.toLowerCase().includes(userName.toLowerCase());

/** The profile's avatar: PNG or JPG, at most 2 MB, told by its bytes. */
export const avatarUpload = uploadSpec(["png", "jpeg"], 2 * 1024 * 1024);
export const avatarUrl = (fileId: string) => `/api/base-data/user/avatar/${fileId}`;
