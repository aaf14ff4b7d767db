import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may not go (SSRF): loopback, private, CGNAT, link-local (cloud metadata at 169.254.169.254),
 * unique-local, unspecified, multicast and reserved ranges, and IPv6 forms that embed an IPv4 address.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["64:ff9b::", 96], ["2001:db8::", 32],
] as const) blocked.addSubnet(net, bits, "ipv6");

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
function embeddedV4(v6: string): string | null {
  const m = /^(?:0*:)*:(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/i.exec(v6);
  if (!m || !/^(?:0*:)*:ffff:/i.test(v6)) return null;
  const tail = m[1]!;
  if (tail.includes(".")) return tail;
  const [hi, lo] = tail.split(":").map((h) => parseInt(h, 16)) as [number, number];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether a resolved address is one a webhook must never reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const v4 = embeddedV4(address);
  return v4 ? blocked.check(v4, "ipv4") : blocked.check(address, "ipv6");
}

/** `WEBHOOK_ALLOW_PRIVATE=1` lifts the address check (tests with a receiver on loopback). */
export const privateAllowed = () => process.env.WEBHOOK_ALLOW_PRIVATE === "1";
