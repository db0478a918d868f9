// Which PostgreSQL backends a request's statements are running on, so that a request that timed out
// can cancel them (pg_cancel_backend) rather than leave them running after its 503. The
// request's scope travels with its async context; every connection checked out of the pool inside it
// is recorded until it is released. Prisma runs a single query outside a transaction in an async
// context of its own, so those are not seen here: statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS,
// by default the request timeout) ends them. Transactions and the driver's reads (src/db/sql.ts) are.
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

export interface StatementScope {
  /** Backend process ids of the connections checked out for the request right now. */
  readonly backends: Set<number>;
}

const scopes = new AsyncLocalStorage<StatementScope>();

/** Runs `fn` (and everything it starts) inside a new scope, which is returned for cancelling. */
export function inStatementScope(fn: () => void): StatementScope {
  const scope: StatementScope = { backends: new Set() };
  scopes.run(scope, fn);
  return scope;
}

type Checkout = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/** Makes `pool` record, in the current scope, the backend of every connection it hands out until it is released. */
export function trackStatementScopes(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: Checkout) => Promise<pg.PoolClient> | void;
  const record = (scope: StatementScope, client: pg.PoolClient) => {
    const pid = (client as unknown as { processID: number }).processID;
    scope.backends.add(pid);
    // pg-pool gives the client a fresh release() at every checkout: this wrapper lives for one.
    const release = client.release;
    client.release = ((err?: Error | boolean) => {
      scope.backends.delete(pid);
      return release.call(client, err);
    }) as typeof client.release;
  };
  pool.connect = ((cb?: Checkout) => {
    const scope = scopes.getStore();
    if (!scope) return connect(cb);
    if (cb) {
      return connect((err, client, done) => {
        if (client) record(scope, client);
        cb(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => (record(scope, client), client));
  }) as typeof pool.connect;
}

/** Cancels the statements running for `scope` right now, from a connection of its own (the pool may be full). */
export async function cancelStatements(connectionString: string, scope: StatementScope): Promise<number> {
  const pids = [...scope.backends];
  if (!pids.length) return 0;
  const { Client } = await import("pg");
  const client = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>("SELECT count(*) FILTER (WHERE pg_cancel_backend(pid))::int AS n FROM unnest($1::int[]) AS pid", [pids]);
    return rows[0].n;
  } finally {
    await client.end().catch(() => undefined);
  }
}
