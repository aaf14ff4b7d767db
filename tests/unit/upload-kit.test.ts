import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceOps } from "@/lib/contracts/kit/operation";
import { uploadSpec } from "@/lib/contracts/kit/upload";
import { config } from "@/proxy";
import { serviceNames } from "@/lib/contracts/services";

describe("upload operations", () => {
  const ops = serviceOps("base-data");
  it("declare their kinds and bytes, take no JSON body, and end with /upload", () => {
    const op = ops.post("/thing/:id/image/upload", { summary: "x", upload: uploadSpec(["png"], 1024), response: z.object({ id: z.string() }) });
    expect(op.upload).toEqual({ accept: ["png"], maxBytes: 1024 });
    expect(() => ops.post("/thing/image", { summary: "x", upload: uploadSpec(["png"], 1024) })).toThrow(/ends with \/upload/);
    expect(() => ops.post("/thing/upload", { summary: "x", upload: uploadSpec(["png"], 1024), body: z.object({}) })).toThrow(/no JSON body/);
    expect(() => uploadSpec(["mp4"], 101 * 1024 * 1024)).toThrow(/at most/);
  });

  it("skip the Next proxy (which would buffer and cut their bodies), as every path of the services' API does; pages and the portal's own API pass it", () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const service of serviceNames) {
      expect(matcher.test(`/api/${service}/notice/7/image/upload`)).toBe(false);
      expect(matcher.test(`/api/${service}/notice/7`)).toBe(false);
    }
    for (const own of ["/api/health/ready", "/api/metrics", "/api/session/reset", "/api/sign-in/wechat", "/api/auth/callback/sso", "/api/unsubscribe/x", "/api/nope/x"]) {
      expect(matcher.test(own), own).toBe(true);
    }
    expect(matcher.test("/dashboard")).toBe(true);
    expect(matcher.test("/purchase/order/7")).toBe(true);
  });
});
