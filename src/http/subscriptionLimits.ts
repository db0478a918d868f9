// Caps the GraphQL subscriptions one API key, and one process, hold open. Each open subscription holds
// a connection, a change-feed listener and a read per change, so they are a resource a key must not
// take without bound. Counted where yoga starts a subscription, whatever the request's Accept header
// says (yoga streams one for no Accept, `*/*` or any spelling of text/event-stream), and held until
// the stream ends or its connection closes.
import type { Response as ExpressResponse } from "express";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import { DomainError, RETRY_AFTER_SECONDS } from "../errors";
import { openSubscriptions, refusedSubscriptions } from "../observability/metrics";
import { toGraphQLError } from "../schema/errors";
import type { GraphQLContext } from "../schema/context";
import { refusalBody } from "./auth";

export interface SubscriptionLimits {
  /** SUBSCRIPTIONS_MAX_PER_KEY: open subscriptions of one API key on this process. */
  maxPerKey: number;
  /** SUBSCRIPTIONS_MAX_PER_PROCESS: open subscriptions of every key together on this process. */
  maxPerProcess: number;
}

/** What yoga puts in the context beside ours: the fetch Request and, under Express, its response. */
type SubscribeContext = GraphQLContext & { request?: Request; res?: ExpressResponse };

export function subscriptionLimitPlugin(limits: SubscriptionLimits): Plugin {
  const openPerKey = new Map<string, number>();
  let openInProcess = 0;
  /** Refusals by request, answered as plain JSON with their HTTP status (never as a stream of one error). */
  const refusals = new WeakMap<Request, DomainError>();

  const refusalFor = (keyId: string): DomainError | null => {
    // Every key within its own allowance can still exhaust a process (sockets, listeners, a read per
    // change), so the process has a ceiling too: 503, for a load balancer to try another replica.
    if (openInProcess >= limits.maxPerProcess) {
      refusedSubscriptions.inc({ limit: "per_process" });
      return new DomainError(
        "TOO_MANY_OPEN_STREAMS",
        `This server holds ${limits.maxPerProcess} open subscriptions, its limit: retry later or on another server`,
      );
    }
    if ((openPerKey.get(keyId) ?? 0) >= limits.maxPerKey) {
      refusedSubscriptions.inc({ limit: "per_key" });
      return new DomainError(
        "TOO_MANY_SUBSCRIPTIONS",
        `This API key already holds ${limits.maxPerKey} open subscriptions on this server: close one before opening another`,
      );
    }
    return null;
  };

  /** Takes one place for `keyId`; the returned function gives it back, once however often it is called. */
  const take = (keyId: string) => {
    openPerKey.set(keyId, (openPerKey.get(keyId) ?? 0) + 1);
    openInProcess += 1;
    openSubscriptions.inc();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      openInProcess -= 1;
      openSubscriptions.dec();
      const left = (openPerKey.get(keyId) ?? 1) - 1;
      if (left > 0) openPerKey.set(keyId, left);
      else openPerKey.delete(keyId);
    };
  };

  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as unknown as SubscribeContext;
      const keyId = ctx.actor.apiKeyId;
      // Checked and taken in one synchronous step: two requests racing cannot both take the last place.
      const refusal = refusalFor(keyId);
      if (refusal) {
        if (ctx.request) refusals.set(ctx.request, refusal);
        setResultAndStopExecution({ errors: [toGraphQLError(refusal)] });
        return;
      }
      const release = take(keyId);
      let events: AsyncIterator<unknown> | null = null;
      // However the subscription ends (the stream completes, fails or is cancelled, setting it up threw,
      // or its response was never a stream: an Accept yoga cannot stream to), its connection closes:
      // the place is given back then at the latest, and a stream still open is ended with it.
      ctx.res?.once("close", () => {
        release();
        void Promise.resolve(events?.return?.()).catch(() => undefined);
      });
      return {
        onSubscribeResult({ result }) {
          if (!isAsyncIterable(result)) {
            release(); // refused by its resolver (unknown id, no access): no stream was opened
            return;
          }
          events = result[Symbol.asyncIterator]();
          return { onEnd: release };
        },
      };
    },
    onResultProcess({ request, setResultProcessor }) {
      const refusal = refusals.get(request);
      if (!refusal) return;
      setResultProcessor(
        (_result, fetchAPI) =>
          new fetchAPI.Response(JSON.stringify(refusalBody("graphql", refusal)), {
            status: refusal.statusCode,
            headers: {
              "Content-Type": "application/json; charset=utf-8",
              ...(refusal.statusCode === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : {}),
            },
          }),
        "application/json",
      );
    },
  };
}
