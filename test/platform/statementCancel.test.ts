// A request that times out cancels the statements it is running: the 503 goes out and
// PostgreSQL stops the work, instead of the statement running on after nobody waits for it. This
// covers its transactions and the driver's own reads; a single Prisma read outside a transaction runs
// in an async context of Prisma's, not the request's, and ends at DATABASE_STATEMENT_TIMEOUT_MS. Needs
// a PostgreSQL server (PGlite runs one statement at a time in-process): the suite's server pass.
import http from "node:http";
import express from "express";
import { Client as PgClient } from "pg";
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../../src/db/client";
import { Prisma } from "../../src/generated/prisma/client";
import { inStatementScope } from "../../src/db/statementScope";
import { unavailableError } from "../../src/errors";
import { requestTimeout } from "../../src/http/limits";
import { eventually } from "../support/http";

const serverUrl = process.env.TEST_DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

onServer("statements of a timed-out request", () => {
  let db: Database;
  let name: string;
  let url: string;

  beforeAll(async () => {
    name = `cancel_${randomBytes(5).toString("hex")}`;
    const admin = new PgClient({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    db = await openDatabase({ databaseUrl: url, dataDir: "/tmp" }, { poolSize: 4 });
  });
  afterAll(async () => {
    await db?.close();
    const admin = new PgClient({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const sleeping = async () => {
    const c = new PgClient({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'");
    await c.end();
    return rows[0].n;
  };

  it("cancels the statements running in a scope: a transaction's and the driver's own reads", async () => {
    let plain!: Promise<unknown>;
    let inTx!: Promise<unknown>;
    const scope = inStatementScope(() => {
      plain = db.sql.rows(Prisma.sql`SELECT pg_sleep(30)::text`);
      inTx = db.prisma.$transaction((tx) => tx.$queryRaw`SELECT pg_sleep(30)::text`);
    });
    plain.catch(() => undefined);
    inTx.catch(() => undefined);
    await eventually(async () => scope.backends.size === 2 && (await sleeping()) === 2, 10_000, 50);
    const started = Date.now();
    await db.cancelStatements(scope);
    for (const statement of [plain, inTx]) {
      const err = await statement.then(
        () => null,
        (e: unknown) => e,
      );
      expect(unavailableError(err)?.code).toBe("TIMEOUT");
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await sleeping()).toBe(0);
    expect(scope.backends.size).toBe(0);
    // The pool is whole: the cancelled connections serve the next statement.
    expect(await db.prisma.$queryRaw<{ one: number }[]>`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  });

  it("answers 503 when the request times out and leaves no statement running", async () => {
    const app = express();
    app.get("/slow", requestTimeout(500, "rest", db.cancelStatements), async (_req, res) => {
      await db.prisma.$transaction((tx) => tx.$queryRaw`SELECT pg_sleep(30)::text`).catch(() => undefined);
      if (!res.headersSent) res.json({ done: true });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/slow`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      await eventually(async () => (await sleeping()) === 0, 5_000, 100);
    } finally {
      await new Promise((r) => (server as http.Server).close(r));
    }
  });
});
