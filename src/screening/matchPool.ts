// Screening on demand (/match) off the API's event loop, with a deadline that stops the work, and a
// cap on what one key or account has running at once. Matching is CPU: on the loop, one request of
// long names ran 216 s and no other request of any tenant (nor /healthz) was answered meanwhile, and
// the request timeout, a timer on that same loop, could not stop it. Here the subjects are screened in
// a worker thread (piscina) with a database client of its own; at the deadline the thread is ended
// (its statements die with its connections) and the request answers 503 TIMEOUT.
//
// The threads read the database path, not the lists a worker process holds in memory: a thread
// cannot share that heap, and a copy per thread would double its ~100 bytes an entry. An API process
// holds no lists anyway; a single process running every role (npm start) screens /match through the
// database too once its pool runs.
import path from "node:path";
import { Piscina } from "piscina";
import { RetryLaterError } from "../errors";
import { screenSubjects, type ListMatch, type ScreeningSubject } from "./matching";
import type { Tx } from "../db/transaction";

interface MatchPoolOptions {
  /** Threads screening at once (MATCH_WORKERS); 0: none, screening runs on the caller's loop. */
  threads: number;
  /** A /match request's matching is stopped after this long, queueing included (MATCH_DEADLINE_MS). */
  deadlineMs: number;
  /** /match requests one API key may have screening at once in this process (MATCH_CONCURRENCY_PER_KEY). */
  perKey: number;
  /** The same for all keys of one account (MATCH_CONCURRENCY_PER_ACCOUNT). */
  perAccount: number;
  databaseUrl: string | null;
  statementTimeoutMs: number;
}

/** Who is asking, for the per-key and per-account caps. */
interface MatchTenant {
  apiKeyId: string;
  accountId: string;
}

/** Requests waiting for a thread beyond those running: past it a request is refused at once (503) rather than queued to its deadline. */
const QUEUE_PER_THREAD = 8;
/** A request still waiting for a thread after this long is given up (503): a thread that was ended takes seconds to start again. */
const WAIT_FOR_THREAD_MS = 20_000;

class MatchPool {
  private readonly piscina: Piscina | null;
  private readonly running = new Map<string, number>();
  /** Each task's start, which its thread reports: the deadline runs from then. */
  private readonly started = new Map<number, () => void>();
  private nextId = 0;
  private readonly warm: Promise<unknown>;

  constructor(private readonly options: MatchPoolOptions) {
    this.piscina =
      options.threads > 0 && options.databaseUrl
        ? new Piscina({
            filename: workerFile(),
            minThreads: options.threads,
            maxThreads: options.threads,
            maxQueue: options.threads * QUEUE_PER_THREAD,
            // One task a thread at a time: a second would wait on the first's CPU anyway, and a deadline ends the thread with every task on it.
            concurrentTasksPerWorker: 1,
            idleTimeout: Infinity,
            // A thread ended at the deadline leaves its statement running in PostgreSQL until the server
            // notices the closed connection: no statement of a thread outlives the deadline.
            workerData: { databaseUrl: options.databaseUrl, statementTimeoutMs: Math.min(options.statementTimeoutMs, options.deadlineMs) },
            // The thread runs what the process runs: the compiled matchThread.js beside this file (npm start
            // runs dist/), or, from TypeScript sources (the tests under jest, which threads do not inherit),
            // matchThread.ts through tsx.
            execArgv: [...process.execArgv.filter((a) => !a.startsWith("--max-old-space-size")), ...(needsTsx() ? ["--import", "tsx"] : [])],
            // The thread's matches and database client fit well within this; a runaway one ends there, not in the API's heap.
            resourceLimits: { maxOldGenerationSizeMb: 256 },
          })
        : null;
    this.piscina?.on("message", (message: { matchTaskStarted?: number }) => {
      if (typeof message?.matchTaskStarted === "number") this.started.get(message.matchTaskStarted)?.();
    });
    // Each thread loads the matcher and opens its client before the first request needs it.
    this.warm = Promise.all(Array.from({ length: this.piscina ? options.threads : 0 }, () => this.piscina!.run({ warm: true }).catch(() => undefined)));
  }

  /** Whether matching runs in threads (a server database and MATCH_WORKERS > 0), else on the caller's loop. */
  get offLoop(): boolean {
    return this.piscina !== null;
  }

  /**
   * Screens the subjects of one /match request for `tenant`: refused with 429 (Retry-After 1) when the
   * key or account already has its cap screening, with 503 when the threads' queue is full, and
   * stopped with 503 TIMEOUT at the deadline.
   */
  async screen(db: Tx, subjects: ScreeningSubject[], tenant: MatchTenant): Promise<Map<string, ListMatch[]>> {
    const release = this.admit(tenant);
    try {
      if (!this.piscina) return await screenSubjects(db, subjects);
      await this.warm;
      const abort = new AbortController();
      const id = this.nextId++;
      let deadline: NodeJS.Timeout | null = null;
      const waiting = setTimeout(() => abort.abort("waiting"), WAIT_FOR_THREAD_MS);
      this.started.set(id, () => {
        clearTimeout(waiting);
        deadline = setTimeout(() => abort.abort("deadline"), this.options.deadlineMs);
      });
      try {
        const pairs = (await this.piscina.run({ id, subjects }, { signal: abort.signal })) as [string, ListMatch[]][];
        return new Map(pairs);
      } catch (err) {
        if (abort.signal.reason === "waiting") throw new RetryLaterError("UNAVAILABLE", "No screening thread was free in time; retry shortly", 1);
        if (abort.signal.aborted) {
          throw new RetryLaterError(
            "TIMEOUT",
            `Screening this request took longer than ${this.options.deadlineMs} ms and was stopped: send fewer or shorter names a request`,
            1,
          );
        }
        if (err instanceof Error && /queue is at limit/i.test(err.message))
          throw new RetryLaterError("UNAVAILABLE", "Every screening thread is busy and its queue full; retry shortly", 1);
        throw err;
      } finally {
        this.started.delete(id);
        clearTimeout(waiting);
        if (deadline) clearTimeout(deadline);
      }
    } finally {
      release();
    }
  }

  /** Counts the request in for its key and account, or refuses it; the returned function counts it out. */
  private admit(tenant: MatchTenant): () => void {
    const key = `key:${tenant.apiKeyId}`;
    const account = `account:${tenant.accountId}`;
    if ((this.running.get(key) ?? 0) >= this.options.perKey)
      throw new RetryLaterError(
        "RATE_LIMITED",
        `This API key already has ${this.options.perKey} screening requests running, the most it may have at once; retry when one has answered`,
        1,
      );
    if ((this.running.get(account) ?? 0) >= this.options.perAccount)
      throw new RetryLaterError(
        "RATE_LIMITED",
        `This account already has ${this.options.perAccount} screening requests running, the most it may have at once; retry when one has answered`,
        1,
      );
    const add = (name: string, n: number) => {
      const next = (this.running.get(name) ?? 0) + n;
      if (next > 0) this.running.set(name, next);
      else this.running.delete(name);
    };
    add(key, 1);
    add(account, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(key, -1);
      add(account, -1);
    };
  }

  async close(): Promise<void> {
    await this.piscina?.destroy();
  }
}

function workerFile(): string {
  const here = typeof __filename === "string" ? __filename : "";
  return path.join(path.dirname(here), `matchThread${path.extname(here) || ".ts"}`);
}

function needsTsx(): boolean {
  const hasTsx = process.execArgv.some(
    (a, i, all) => a.includes("tsx") && (a.startsWith("--import") || all[i - 1] === "--import" || all[i - 1] === "--require"),
  );
  return workerFile().endsWith(".ts") && !hasTsx;
}

const pools = new WeakMap<object, MatchPool>();

/** Gives /match on this database client its pool (roles.ts, in a process serving the API). */
export function attachMatchPool(db: object, options: MatchPoolOptions): MatchPool {
  const pool = new MatchPool(options);
  pools.set(db, pool);
  return pool;
}

export function detachMatchPool(db: object): Promise<void> {
  const pool = pools.get(db);
  pools.delete(db);
  return pool?.close() ?? Promise.resolve();
}

/**
 * Screens a /match request's subjects through the pool of `db`'s process (threads, the deadline, the
 * per-key and per-account caps), or on the caller's loop where none is attached (a test's client, the CLI).
 */
export function screenOnDemandSubjects(db: Tx, subjects: ScreeningSubject[], tenant: MatchTenant): Promise<Map<string, ListMatch[]>> {
  const pool = pools.get(db);
  return pool ? pool.screen(db, subjects, tenant) : screenSubjects(db, subjects);
}
