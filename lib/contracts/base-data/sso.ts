import { z } from "zod";
import { serviceOps } from "../kit/operation";
import { maxId } from "../common";
import { loginResult } from "./user";

/** After the company identity provider's callback: its ID token and the nonce this browser's sign-in started with. */
export const ssoLoginInput = z.object({
  idToken: z.string("validation.required").min(1, "validation.required").max(16_384, "validation.tooLong"),
  nonce: z.string("validation.required").min(16, "validation.invalid").max(256, "validation.tooLong"),
  companyId: z.number("validation.login.company").int().positive("validation.login.company").max(maxId, "validation.login.company").optional()
    .describe("the company to sign in to; without it the first company the user may use"),
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
