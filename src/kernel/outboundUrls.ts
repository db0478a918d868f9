// Where the service may send a request to a URL someone gave it (webhook receivers, watchlist list
// sources): https in live deployments; loopback and private targets only when
// WEBHOOK_ALLOW_PRIVATE_TARGETS; link-local and cloud metadata addresses never. Checked when the URL
// is registered, for a clear 400; the connection is checked again where it is made
// (outboundAgent.ts), on the very address it connects to, so DNS rebinding cannot slip between the two.
import dns from "node:dns";
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

// Link-local and the clouds' instance metadata services: credentials live there, so no deployment
// may send there, whatever WEBHOOK_ALLOW_PRIVATE_TARGETS says.
const NEVER = new net.BlockList();
NEVER.addSubnet("169.254.0.0", 16, "ipv4"); // link-local, AWS/GCP/Azure metadata 169.254.169.254
NEVER.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud metadata
NEVER.addSubnet("fe80::", 10, "ipv6"); // link-local
NEVER.addAddress("fd00:ec2::254", "ipv6"); // AWS metadata over IPv6
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

const PRIVATE_REASON = "resolves to a private or loopback address";

/**
 * A webhook URL's refusal as its registrant reads it: a private or loopback target names the operator's
 * setting that allows one, so a developer pointing a test deployment at a local receiver knows what to set.
 */
export function webhookTargetRefusal(reason: string): string {
  return reason === PRIVATE_REASON ? `${reason}: an operator allows such targets on a test deployment with WEBHOOK_ALLOW_PRIVATE_TARGETS=true` : reason;
}
const NEVER_REASON = "is a link-local or cloud metadata address";

/** Resolves every address of a name (what dns.lookup with all: true answers); replaceable in tests. */
export type ResolveAll = (
  hostname: string,
  options: { family?: number },
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;
export const systemResolveAll: ResolveAll = (hostname, options, callback) => dns.lookup(hostname, { all: true, family: options.family ?? 0 }, callback);

export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (!family) return false;
  return PRIVATE.check(ip, family === 4 ? "ipv4" : "ipv6");
}

function isNeverAddress(ip: string): boolean {
  const family = net.isIP(ip);
  return family !== 0 && NEVER.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** Why a connection to this IP address is refused, or null when it may be made. */
export function refuseAddress(ip: string, policy: UrlPolicy): string | null {
  if (!net.isIP(ip)) return "is not an IP address";
  if (!policy.allowPrivateTargets && isPrivateAddress(ip)) return PRIVATE_REASON;
  return isNeverAddress(ip) ? NEVER_REASON : null;
}

/** Why a connection to this host name is refused before resolving it (metadata names), or null. */
export function refuseHostName(hostname: string): string | null {
  return METADATA_HOSTS.has(hostname.toLowerCase().replace(/\.$/, "")) ? NEVER_REASON : null;
}

/** Returns a reason the URL is refused, or null when it may be used. */
export async function refuseUrl(raw: string, policy: UrlPolicy, resolveAll: ResolveAll = systemResolveAll): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a valid URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must use http or https";
  if (policy.requireHttps && url.protocol !== "https:") return "must use https";
  if (url.username || url.password) return "must not carry credentials";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) return refuseAddress(host, policy);
  const named = refuseHostName(host);
  if (named) return named;
  // With private targets allowed a name is not resolved here (test receivers need not resolve yet):
  // the delivery's connection checks the address it gets, link-local and metadata included.
  if (policy.allowPrivateTargets) return null;
  const addresses = await new Promise<dns.LookupAddress[] | null>((resolve) => resolveAll(host, {}, (err, found) => resolve(err ? null : found)));
  if (!addresses?.length) return `host ${host} does not resolve`;
  for (const { address } of addresses) {
    const reason = refuseAddress(address, policy);
    if (reason) return reason;
  }
  return null;
}
