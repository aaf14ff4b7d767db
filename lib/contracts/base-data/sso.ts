import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";
import { maxId } from "../common";
import { loginResult } from "./user";

/** After the company identity provider's callback: its ID token and the nonce this browser's sign-in started with. */
export const ssoLoginInput = z.object({
  idToken: z.string("validation.required").check(z.minLength(1, "validation.required"), z.maxLength(16_384, "validation.tooLong")),
  nonce: z.string("validation.required").check(z.minLength(16, "validation.invalid"), z.maxLength(256, "validation.tooLong")),
  companyId: z.optional(z.number("validation.login.company").check(
    z.int(),
    z.positive("validation.login.company"),
    z.lte(maxId, "validation.login.company"),
  )).check(z.describe("the company to sign in to; without it the first company the user may use")),
});
export type SsoLoginInput = z.input<typeof ssoLoginInput>;

const ops = serviceOps("base-data");
export const ssoOps = {
  login: ops.post("/user/auth/ssoLogin", {
    summary: "Sign in with the company identity provider's ID token (verified here: issuer, audience, signature, expiry, nonce); the same answer as userLogin",
    body: ssoLoginInput,
    response: loginResult,
  }),
};
