import { describe, expect, it } from "vitest";
import { clientAddress, requestProtocol, trustedHopsOf } from "@/lib/server/client-address.mjs";

describe("the client's address, from the socket and TRUST_PROXY", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("1.2.3.4", "10.0.0.9", 0)).toBe("10.0.0.9");
    expect(clientAddress(["1.2.3.4, 5.6.7.8"], "10.0.0.9", 0)).toBe("10.0.0.9");
  });
  it("takes the entry left of the trusted hops", () => {
    expect(clientAddress("203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    expect(clientAddress("forged, 203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    expect(clientAddress("forged, 203.0.113.7, 10.0.0.2", "10.0.0.1", 2)).toBe("203.0.113.7");
  });
  it("falls back to the leftmost entry when the chain is shorter than the trusted hops", () => {
    expect(clientAddress(undefined, "10.0.0.1", 1)).toBe("10.0.0.1");
    expect(clientAddress("203.0.113.7", "10.0.0.1", 5)).toBe("203.0.113.7");
  });
  it("reads TRUST_PROXY as a small hop count, anything else as none", () => {
    expect(trustedHopsOf(undefined)).toBe(0);
    expect(trustedHopsOf("2")).toBe(2);
    expect(trustedHopsOf("yes")).toBe(0);
    expect(trustedHopsOf("-1")).toBe(0);
  });
});

describe("requestProtocol (the session cookie's Secure flag)", () => {
  it("is https on a TLS socket, or when a trusted proxy says so; a client's own claim is ignored", () => {
    expect(requestProtocol(undefined, true, 0)).toBe("https");
    expect(requestProtocol("https", false, 0)).toBe("http");
    expect(requestProtocol("https", false, 1)).toBe("https");
    expect(requestProtocol("HTTPS, http", false, 2)).toBe("https");
    expect(requestProtocol("http", false, 1)).toBe("http");
    expect(requestProtocol(undefined, false, 1)).toBe("http");
    expect(requestProtocol(["https"], false, 1)).toBe("https");
  });
});
