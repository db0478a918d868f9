// The connection agent every request the service makes to a URL someone gave it goes through
// (webhook deliveries and pings, watchlist list sources). Its connector checks the address it is
// about to connect to: the name is resolved once, each address checked against the URL policy, and
// the socket connects to those checked addresses only, so a name that answers differently the
// second time (DNS rebinding) gains nothing.
import net, { type LookupFunction } from "node:net";
import { Agent, buildConnector } from "undici";
import { refuseAddress, refuseHostName, systemResolveAll, type ResolveAll, type UrlPolicy } from "./outboundUrls";

const CONNECT_TIMEOUT_MS = 10_000;

/** The error code of a connection the policy refused; callers tell it from network failures by it. */
export const OUTBOUND_REFUSED = "EOUTBOUNDTARGETREFUSED";

function refused(reason: string): NodeJS.ErrnoException {
  return Object.assign(new Error(reason), { code: OUTBOUND_REFUSED });
}

/** A lookup for net.connect that answers only addresses the policy allows, or an error. */
function checkedLookup(policy: UrlPolicy, resolveAll: ResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { family: typeof options.family === "number" ? options.family : 0 }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      if (addresses.length === 0) return callback(refused(`host ${hostname} does not resolve`), "", 0);
      for (const { address } of addresses) {
        const reason = refuseAddress(address, policy);
        if (reason) return callback(refused(reason), "", 0);
      }
      // net.connect connects to exactly what this answers: the checked addresses, nothing resolved later.
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** An Agent whose every connection is to an address the policy allows. `resolveAll` is replaceable for tests. */
export function createOutboundAgent(policy: UrlPolicy, resolveAll: ResolveAll = systemResolveAll): Agent {
  const connect = buildConnector({ lookup: checkedLookup(policy, resolveAll), timeout: CONNECT_TIMEOUT_MS });
  return new Agent({
    keepAliveTimeout: 4_000,
    connect: (options, callback) => {
      // An IP literal is never looked up by net.connect: it is checked here instead.
      const host = options.hostname.replace(/^\[|\]$/g, "");
      const reason = net.isIP(host) ? refuseAddress(host, policy) : refuseHostName(host);
      if (reason) return callback(refused(reason), null);
      return connect(options, callback);
    },
  });
}

const agents = new WeakMap<UrlPolicy, Agent>();

/** The deployment's agent for a policy, made once so that connections are reused. */
export function outboundAgentFor(policy: UrlPolicy): Agent {
  let agent = agents.get(policy);
  if (!agent) agents.set(policy, (agent = createOutboundAgent(policy)));
  return agent;
}
