// Stopping the API while a Temporal call waits to be retried must not throw "Channel has been shut
// down" from the retry's timer into the process (it failed a whole test file on a loaded CI host).
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { connectLazily } from "../../../src/temporal/connection";

/** A loopback port nothing listens on: every attempt fails UNAVAILABLE, which the SDK retries. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it("closes once a call waiting to retry has ended, and no attempt runs on the closed channel", async () => {
  const { connection, close } = connectLazily(`127.0.0.1:${await closedPort()}`);
  const outcome = connection.workflowService.getSystemInfo({}).then(
    () => "answered",
    (err: { code?: number }) => `failed with code ${err.code}`,
  );
  await sleep(700); // a few attempts have failed; the next waits on the retry's timer
  const started = Date.now();
  // Two callers stopping at once (the service's stop and a signal) share one close.
  await Promise.all([close(), close()]);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await outcome).toBe("failed with code 14"); // UNAVAILABLE, reported to the caller
  // A retry left scheduled would run now, on the closed channel, and throw into the process.
  await sleep(6_000);
}, 30_000);
