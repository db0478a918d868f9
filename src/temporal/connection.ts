// The API's connection to Temporal, closed only once its calls have ended.
//
// The SDK's retry interceptor waits between attempts on a timer. A connection closed while a call
// waits there (a start or a query that met DEADLINE_EXCEEDED on a loaded host) makes the next attempt
// throw "Channel has been shut down" from that timer: an uncaught exception in a process that was only
// stopping. Each call is counted from its start to its final status, retries included; once closing
// starts no call schedules another attempt, so close waits at most one attempt and its backoff (the
// SDK caps a backoff at 5 s) for the count to reach zero, and never longer than CLOSE_WAIT_MS.
import { InterceptingCall, ListenerBuilder, RequesterBuilder, type Interceptor } from "@grpc/grpc-js";
import { Connection, defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from "@temporalio/client";

const CLOSE_WAIT_MS = 15_000;

export interface DrainingConnection {
  connection: Connection;
  /** Waits for the calls in flight (at most CLOSE_WAIT_MS), then closes the connection. */
  close(): Promise<void>;
}

export function connectLazily(address: string): DrainingConnection {
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | null = null;
  const settle = () => {
    inFlight--;
    if (inFlight === 0) drained?.();
  };
  // Listed first, so it sits outside the retry interceptor and sees one final status per call.
  const counter: Interceptor = (options, nextCall) =>
    new InterceptingCall(
      nextCall(options),
      new RequesterBuilder()
        .withStart((metadata, _listener, next) => {
          inFlight++;
          let settled = false;
          // Only the final status is looked at; the other events pass through to the caller's listener.
          const counting = new ListenerBuilder()
            .withOnReceiveStatus((status, nextStatus) => {
              if (!settled) {
                settled = true;
                settle();
              }
              nextStatus(status);
            })
            .build();
          next(metadata, counting);
        })
        .build(),
    );
  const retryOptions = defaultGrpcRetryOptions();
  const retry = makeGrpcRetryInterceptor({
    ...retryOptions,
    retryableDecider: (attempt, status) => !closing && retryOptions.retryableDecider(attempt, status),
  });
  const connection = Connection.lazy({ address, interceptors: [counter, retry] });
  // One close for every caller: a second would otherwise replace the first's wake-up and leave it
  // waiting the whole CLOSE_WAIT_MS.
  let closed: Promise<void> | null = null;
  const close = async () => {
    closing = true;
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CLOSE_WAIT_MS);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await connection.close();
  };
  return { connection, close: () => (closed ??= close()) };
}
