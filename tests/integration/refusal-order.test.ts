import { describe, expect, it } from "vitest";
import { ReturnCode } from "@/lib/contracts/envelope";
import { call, login } from "../helpers/services";

/**
 * A route checks its path and query while the caller's session is looked up (services/core/app.ts), yet the caller's
 * refusal still comes first: a stranger or an unauthorised user learns nothing from a validation answer.
 */
describe("the caller is refused before the input", () => {
  const badList = "/purchase-order?limit=abc&sort=nope";
  const badDetail = "/receiving-scan/not-a-number";

  it("no session: 401 (invalid token), not a validation error", async () => {
    for (const path of [badList, badDetail]) {
      const res = await call("erp-purchase", "GET", path);
      expect(res.body.returnCode, path).toBe(ReturnCode.invalidToken);
    }
    const expired = await call("erp-purchase", "GET", badList, { token: "x".repeat(40) });
    expect(expired.body.returnCode).toBe(ReturnCode.invalidToken);
  });

  it("a supplier on an internal route with a bad id: 403, not a validation error", async () => {
    const res = await call("erp-purchase", "GET", badDetail, { token: await login("sup1001") });
    expect(res.status).toBe(403);
    expect(res.body.returnCode).toBe(ReturnCode.forbidden);
  });

  it("an admitted caller gets the validation answer, field by field", async () => {
    const token = await login("buyer01");
    const res = await call<{ fieldErrors: Record<string, string[]> }>("erp-purchase", "GET", badList, { token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data!.fieldErrors)).toEqual(expect.arrayContaining(["limit"]));
    const detail = await call<{ fieldErrors: Record<string, string[]> }>("erp-purchase", "GET", badDetail, { token });
    expect(detail.status).toBe(400);
  });
});
