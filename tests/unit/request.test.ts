import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A spy on the toast object itself, not a module mock: with isolate off, another file of the worker may have
// loaded the request helper (and the real toast module) first, and a module mock would then never reach it.
const { toast } = await import("@/lib/client/toast");
vi.spyOn(toast, "error").mockImplementation(() => undefined);
afterAll(() => vi.mocked(toast.error).mockRestore());
const { handleEnvelope, RequestError } = await import("@/lib/client/request");
const relogin = await import("@/lib/client/relogin-store");

describe("the client response handling (docs/requirements.md §7)", () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", { location: { reload } });
    vi.mocked(toast.error).mockClear();
    reload.mockClear();
    relogin.closeRelogin();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("passes success through", () => {
    expect(handleEnvelope({ returnCode: 200, message: "ok", data: { a: 1 } })).toEqual({ a: 1 });
    const legacy = { Success: true, returnCode: 0, message: "" };
    expect(handleEnvelope(legacy)).toBe(legacy);
  });

  it("502: shows the message, then reloads after 3 s", () => {
    expect(() => handleEnvelope({ returnCode: 502, message: "elsewhere" })).toThrow(RequestError);
    expect(toast.error).toHaveBeenCalledWith("elsewhere", expect.objectContaining({ duration: 3000 }));
    vi.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("other codes: the server message, or Error, for 5 s", () => {
    expect(() => handleEnvelope({ returnCode: 409, message: "already received" })).toThrow("already received");
    expect(toast.error).toHaveBeenLastCalledWith("already received", { duration: 5000 });
    expect(() => handleEnvelope({ returnCode: 500, message: "" })).toThrow("Error");
    expect(toast.error).toHaveBeenLastCalledWith("Error", { duration: 5000 });
  });

  it("hands the error toast's id to the caller, so a form's later success can take it back", () => {
    vi.mocked(toast.error).mockReturnValueOnce("error-7");
    let caught: unknown;
    try {
      handleEnvelope({ returnCode: 409, message: "already received" });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(RequestError);
    expect((caught as InstanceType<typeof RequestError>).toastId).toBe("error-7");
  });

  it.each([50008, 50012, 50014])("%s also opens the re-login dialog", (code) => {
    expect(() => handleEnvelope({ returnCode: code, message: "out" })).toThrow();
    expect(toast.error).toHaveBeenCalledWith("out", { duration: 5000 });
    expect(relogin.isReloginOpen()).toBe(true);
  });

  it("a plain error does not open the re-login dialog", () => {
    expect(() => handleEnvelope({ returnCode: 403, message: "no" })).toThrow();
    expect(relogin.isReloginOpen()).toBe(false);
  });

  it("carries field errors for forms", () => {
    expect.assertions(2);
    try {
      handleEnvelope({ returnCode: 400, message: "check", data: { fieldErrors: { a: ["bad"] } } });
    } catch (e) {
      expect(e).toBeInstanceOf(RequestError);
      expect((e as InstanceType<typeof RequestError>).fieldErrors).toEqual({ a: ["bad"] });
    }
  });
});

describe("an operation's address (what a page hands a client component instead of the contract)", async () => {
  const { addressOf } = await import("@/lib/contracts/kit/operation");
  const { userOps } = await import("@/lib/contracts/base-data/user");
  const { callOp } = await import("@/lib/client/request");
  afterEach(() => vi.unstubAllGlobals());

  it("is plain data: the service, method and path, without the schemas", () => {
    const address = addressOf(userOps.updatePassword);
    expect(address).toEqual({ service: "base-data", method: "post", path: "/user/updatePassword" });
    expect(JSON.parse(JSON.stringify(address))).toEqual(address);
  });

  it("is called like the operation itself", async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json({ returnCode: 200, message: "ok", data: null }));
    vi.stubGlobal("fetch", fetch);
    const body = { oldPassword: "a", newPassword: "b", confirmPassword: "b" };
    await callOp(addressOf(userOps.updatePassword), { body });
    await callOp(userOps.updatePassword, { body });
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ["/api/base-data/user/updatePassword", "POST", JSON.stringify(body)],
      ["/api/base-data/user/updatePassword", "POST", JSON.stringify(body)],
    ]);
  });
});
