// What a database outage looks like to the service's callers and pollers: the errors of an unreachable
// database (as Prisma's driver adapter and `pg` raise them) are a 503 to retry, never a 500; pollers
// back off exponentially, with jitter, up to a cap.
import { DomainError, unavailableError } from "../../../src/errors";
import { BACKOFF, backoffMs } from "../../../src/pollers/loop";

describe("unavailableError", () => {
  const prismaError = (code: string, cause: object) =>
    Object.assign(new Error("Invalid `prisma.x()` invocation"), { code, meta: { driverAdapterError: { name: "DriverAdapterError", cause } } });

  it.each([
    ["Prisma: server unreachable", prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 })],
    ["Prisma raw query: server unreachable", prismaError("P2010", { kind: "DatabaseNotReachable" })],
    ["Prisma: connection closed", prismaError("P2010", { kind: "ConnectionClosed" })],
    ["pg: connection refused", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["pg: server shutting down", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["pg: connection lost", new Error("Connection terminated unexpectedly")],
    ["pg: pool could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["wrapped in a GraphQL error", Object.assign(new Error("x"), { originalError: Object.assign(new Error("y"), { code: "ECONNRESET" }) })],
  ])("reads %s as UNAVAILABLE (503)", (_name, err) => {
    const mapped = unavailableError(err);
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped!.code).toBe("UNAVAILABLE");
    expect(mapped!.statusCode).toBe(503);
  });

  it("reads a statement cut off by statement_timeout as TIMEOUT (503)", () => {
    const mapped = unavailableError(prismaError("P2010", { kind: "postgres", code: "57014", message: "canceling statement due to statement timeout" }));
    expect(mapped).toMatchObject({ code: "TIMEOUT", statusCode: 503 });
  });

  it.each([
    ["a lock not granted in lock_timeout", prismaError("P2010", { kind: "postgres", code: "55P03", message: "canceling statement due to lock timeout" })],
    [
      "Prisma's interactive transaction past its timeout",
      Object.assign(
        new Error("Transaction already closed: A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms"),
        {
          code: "P2028",
        },
      ),
    ],
  ])("reads %s as TIMEOUT (503), which the caller retries", (_name, err) => {
    expect(unavailableError(err)).toMatchObject({ code: "TIMEOUT", statusCode: 503 });
  });

  it.each([
    ["a unique violation", prismaError("P2002", { kind: "postgres", code: "23505" })],
    ["a bug", new TypeError("x is not a function")],
    ["nothing", undefined],
  ])("leaves %s alone", (_name, err) => {
    expect(unavailableError(err)).toBeNull();
  });

  it("survives an error that wraps itself", () => {
    const err: Record<string, unknown> = { message: "loop" };
    err.cause = err;
    expect(unavailableError(err)).toBeNull();
  });
});

describe("backoffMs", () => {
  it("doubles from the first wait up to the cap", () => {
    const top = () => 1; // jitter at its highest: the ceiling itself
    expect([1, 2, 3, 4].map((n) => backoffMs(n, BACKOFF, top))).toEqual([250, 500, 1000, 2000]);
    expect(backoffMs(50, BACKOFF, top)).toBe(BACKOFF.maxMs);
  });

  it("jitters each wait to between half and all of its ceiling", () => {
    expect(backoffMs(3, BACKOFF, () => 0)).toBe(500);
    for (let i = 0; i < 100; i++) {
      const wait = backoffMs(20, BACKOFF);
      expect(wait).toBeGreaterThanOrEqual(BACKOFF.maxMs / 2);
      expect(wait).toBeLessThanOrEqual(BACKOFF.maxMs);
    }
  });
});
