import { describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import { rootApp } from "@/services/core/root-app";

const root = rootApp(services);
const send = (method: string, path: string, locale = "en") => root.fetch(new Request(`http://svc${path}`, { method, headers: { "x-locale": locale } }));

describe("every answer is the envelope, unknown routes and wrong methods included", () => {
  it.each([
    ["POST", "/erp-purchase/purchase-order//receive"],
    ["GET", "/erp-purchase/nope"],
    ["GET", "/no-such-service/x"],
    ["GET", "/"],
    ["POST", "/base-data/user/nothing"],
  ])("%s %s answers a 404 envelope", async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ returnCode: 404, message: "The requested service address does not exist." });
  });

  it("a known path with the wrong method answers 405 with Allow, in the caller's language", async () => {
    const res = await send("DELETE", "/erp-purchase/purchase-order/12/receive", "zh");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toEqual({ returnCode: 405, message: "该服务地址不支持 DELETE 方法。" });
    const put = await send("PUT", "/erp-purchase/purchase-order");
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET");
  });
});
