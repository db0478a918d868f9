// Where webhooks may be sent: https in live deployments; loopback, private and link-local targets
// only when WEBHOOK_ALLOW_PRIVATE_TARGETS. Checked on subscription and again at delivery time, so a
// name that later resolves to a private address (DNS rebinding) is refused then.
import { lookup } from "node:dns/promises";
import net from "node:net";

export interface UrlPolicy {
  requireHttps: boolean;
  allowPrivateTargets: boolean;
}

const PRIVATE_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const PRIVATE_V6: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64: an IPv4 address inside
];

// Node's BlockList matches IPv4-mapped IPv6 addresses in every spelling (::ffff:127.0.0.1 as the
// URL parser rewrites it, ::ffff:7f00:1) against the IPv4 rules: hand-parsing those spellings
// let the hex form through.
const PRIVATE = new net.BlockList();
for (const [base, bits] of PRIVATE_V4) PRIVATE.addSubnet(base, bits, "ipv4");
for (const [base, bits] of PRIVATE_V6) PRIVATE.addSubnet(base, bits, "ipv6");

export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (!family) return false;
  return PRIVATE.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** Returns a reason the URL is refused, or null when it may be used. */
export async function refuseUrl(raw: string, policy: UrlPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a valid URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must use http or https";
  if (policy.requireHttps && url.protocol !== "https:") return "must use https";
  if (url.username || url.password) return "must not carry credentials";
  if (policy.allowPrivateTargets) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return `host ${host} does not resolve`;
  }
  return addresses.some(isPrivateAddress) ? `resolves to a private or loopback address` : null;
}
