import { sealData } from "iron-session";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openSession } from "@/lib/session";
import { sessionSecret } from "@/lib/session/secret";

const seal = (data: object, ttl = 3600) => sealData(data, { password: sessionSecret(), ttl });

afterEach(() => {
  vi.useRealTimers();
});

describe("openSession (a session cookie, read)", () => {
  it("reads a seal of this portal and nothing else", async () => {
    const sealed = await seal({ token: "t-1", erpToken: "e-1" });
    expect(await openSession(sealed)).toEqual({ token: "t-1", erpToken: "e-1" });
    expect(await openSession(sealed)).toEqual({ token: "t-1", erpToken: "e-1" });
    const [head, version] = sealed.split("~");
    const parts = head!.split("*");
    parts[4] = parts[4]!.slice(0, -2) + (parts[4]!.endsWith("AA") ? "BB" : "AA");
    expect(await openSession(`${parts.join("*")}~${version}`)).toEqual({});
    expect(await openSession(await sealData({ token: "x" }, { password: "another-portal-secret-of-32-characters", ttl: 60 }))).toEqual({});
    expect(await openSession(undefined)).toEqual({});
    expect(await openSession("not a seal")).toEqual({});
  });

  it("is opened again after a minute at most: a seal that has since expired is refused, though it was read while valid", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const sealed = await seal({ token: "short" }, 30);
    expect((await openSession(sealed)).token).toBe("short");
    vi.setSystemTime(start + 20_000);
    expect((await openSession(sealed)).token).toBe("short");
    vi.setSystemTime(start + 120_000);
    expect(await openSession(sealed)).toEqual({});
  });

  it("refuses a copy with another seal's MAC, though the genuine one was read just before", async () => {
    const sealed = await seal({ token: "long" });
    expect((await openSession(sealed)).token).toBe("long");
    const [head, version] = sealed.split("~");
    const parts = head!.split("*");
    parts[7] = parts[7]!.split("").reverse().join("");
    expect(await openSession(`${parts.join("*")}~${version}`)).toEqual({});
  });
});
