// Which lists a process holds in memory (residentIndex.ts), and when it reads them again. A service
// process attaches a holder to its database client at start (roles.ts); screenSubjects asks it, per
// read, for the lists as they are now. The holder answers only when it holds every list at the
// generation the database shows (WatchlistGeneration, raised by every write to a list's entries);
// otherwise it starts reading the changed lists in the background and screening reads the database,
// as it does in a process with no holder. So an import is seen by the next read after it commits,
// and a process never screens against entries older than the database's.
import type { Tx } from "../../db/transaction";
import { ListIndexBuilder, type EntryFacts, type ListIndex } from "./residentIndex";
import { entryKindOf, normalizeEntryNames, readStoredForms } from "./storedForms";

/** Entries read per statement while loading a list (5,000 left the process 40–70 MB more RSS, at the same speed). */
const LOAD_PAGE = 1_000;
/** After a failed load (the database gone, say), the next try waits this long. */
const RETRY_AFTER_MS = 5_000;

export interface ResidentOptions {
  /** Most live entries, all lists together, held in memory (about 100 bytes each); 0 holds none. */
  maxEntries: number;
  log?: (message: string) => void;
  /** After a failed load, the next try waits this long (RETRY_AFTER_MS). */
  retryAfterMs?: number;
}

interface Generation {
  list: string;
  generation: bigint;
}

export class ResidentLists {
  private indexes = new Map<string, ListIndex>();
  private loading: Promise<void> | null = null;
  private retryAt = 0;
  /** The generations that were over the budget: nothing is loaded until one of them changes. */
  private overBudget: string | null = null;
  private stopped = false;
  /** Imports running in this process (suspend): while any runs, nothing is held. */
  private suspended = 0;
  /**
   * Whether a load has ended once: before it, the generations may lack a list written with the
   * triggers off (a restore), which only load() gives a row, so "every list held" cannot be told.
   */
  private loadedOnce = false;

  constructor(
    private readonly db: Tx,
    private readonly options: ResidentOptions,
  ) {}

  /**
   * Every list's index when all are current, else null (and the changed lists start loading). Read
   * through `db`, the caller's client, so the generations are those of the caller's next statements.
   */
  async current(db: Tx = this.db): Promise<ListIndex[] | null> {
    if (this.stopped || this.suspended > 0 || this.options.maxEntries <= 0) return null;
    const generations = await readGenerations(db);
    const stale = generations.filter((g) => this.indexes.get(g.list)?.generation !== g.generation);
    if (this.loadedOnce && stale.length === 0 && this.indexes.size === generations.length) return [...this.indexes.values()];
    // A changed list's old index is dropped at once: its memory is not held twice while it reloads.
    const live = new Set(generations.map((g) => g.list));
    for (const [list, index] of this.indexes) if (!live.has(list) || stale.some((g) => g.list === index.list)) this.indexes.delete(list);
    if (!this.loading && Date.now() >= this.retryAt && signature(generations) !== this.overBudget)
      this.loading = this.load().finally(() => (this.loading = null));
    return null;
  }

  /** Loads what is stale and waits for it (process start, tests, the benchmark); true when every list is held. */
  async ready(): Promise<boolean> {
    for (let round = 0; round < 3; round++) {
      if (await this.current()) return true;
      await this.loading;
    }
    return (await this.current()) !== null;
  }

  /**
   * Lets go of every list until the returned function is called: an import in this process takes the
   * memory (a worker holding a million-entry list while importing a million lines peaked at 515 MB),
   * and the lists it changes are read again afterwards anyway.
   */
  suspend(): () => void {
    this.suspended++;
    this.indexes.clear();
    let resumed = false;
    return () => {
      if (!resumed) ((resumed = true), this.suspended--);
    };
  }

  stop(): void {
    this.stopped = true;
    this.indexes.clear();
  }

  /** Memory the held indexes take in typed arrays (metrics, docs). */
  get bytes(): number {
    return [...this.indexes.values()].reduce((n, index) => n + index.bytes, 0);
  }

  private async load(): Promise<void> {
    try {
      const counts = await this.db.$queryRawUnsafe<{ list: string; live: number }[]>(
        `SELECT list, count(*)::int AS live FROM "WatchlistEntry" WHERE "removedInVersion" IS NULL GROUP BY list`,
      );
      let generations = await readGenerations(this.db);
      // A list written with triggers off (a restore, say) has no generation yet: it gets one, so that
      // it is held, and held current, like the others; and forms version 0, since which release
      // indexed it is not known, so a worker reindexes it (listsWithOlderForms).
      const missing = counts.map((c) => c.list).filter((list) => !generations.some((g) => g.list === list));
      if (missing.length) {
        await this.db.$executeRawUnsafe(
          `INSERT INTO "WatchlistGeneration" (list, generation, "formsVersion") SELECT unnest($1::text[]), 1, 0 ON CONFLICT (list) DO NOTHING`,
          missing,
        );
        generations = await readGenerations(this.db);
      }
      const live = counts.reduce((n, c) => n + c.live, 0);
      if (live > this.options.maxEntries) {
        this.overBudget = signature(generations);
        this.loadedOnce = true;
        this.indexes.clear();
        this.options.log?.(`screening reads lists from the database: ${live} live entries exceed SCREENING_RESIDENT_ENTRIES=${this.options.maxEntries}`);
        return;
      }
      const lettingGo = () => this.stopped || this.suspended > 0;
      for (const { list, generation } of generations) {
        if (lettingGo()) return;
        if (this.indexes.get(list)?.generation === generation) continue;
        const started = Date.now();
        const index = await loadList(this.db, list, generation, lettingGo);
        if (!index || lettingGo()) return;
        this.indexes.set(list, index);
        if (index.size >= 10_000)
          this.options.log?.(`list ${list} held in memory: ${index.size} entries, ${Math.round(index.bytes / 1e6)} MB, read in ${Date.now() - started} ms`);
      }
      this.loadedOnce = true;
    } catch (err) {
      this.retryAt = Date.now() + (this.options.retryAfterMs ?? RETRY_AFTER_MS);
      if (!this.stopped) this.options.log?.(`holding lists in memory failed, screening reads the database: ${(err as Error).message}`);
    }
  }
}

const readGenerations = (db: Tx) => db.$queryRawUnsafe<Generation[]>(`SELECT list, generation FROM "WatchlistGeneration" ORDER BY list`);

const signature = (generations: Generation[]) => generations.map((g) => `${g.list}:${g.generation}`).join(",");

/**
 * Reads a list's live entries in pages. The generation was read before the first page: a write that
 * lands while the pages are read raises it past this index's, which is then read again. Null when the
 * holder lets go midway (an import or a reindex began in this process): it stops reading at once
 * rather than grow beside the rewrite.
 */
async function loadList(db: Tx, list: string, generation: bigint, lettingGo: () => boolean): Promise<ListIndex | null> {
  const builder = new ListIndexBuilder(list);
  for (let after = ""; ;) {
    if (lettingGo()) return null;
    const rows = await db.$queryRawUnsafe<
      (EntryFacts & { id: string; schema: string; version: number; matchForms: string | null; names: string[]; caption: string })[]
    >(
      `SELECT id, schema, types::text[] AS types, version, "matchForms"::text AS "matchForms", names, caption, "birthDates", countries, "registrationNumbers" FROM "WatchlistEntry"
       WHERE list = $1 AND "removedInVersion" IS NULL AND id > $2 ORDER BY id LIMIT ${LOAD_PAGE}`,
      list,
      after,
    );
    for (const row of rows) builder.add(row.id, entryKindOf(row.schema), row, row.version, readStoredForms(row.matchForms) ?? normalizeEntryNames(row));
    if (rows.length < LOAD_PAGE) return builder.finish(generation);
    after = rows[rows.length - 1].id;
  }
}

const holders = new WeakMap<object, ResidentLists>();

/** Attaches a holder to a service's database client (releaseLists detaches it). */
export function holdListsInMemory(db: Tx, options: ResidentOptions): ResidentLists {
  const holder = new ResidentLists(db, options);
  holders.set(db, holder);
  return holder;
}

export function releaseLists(db: Tx): void {
  holders.get(db)?.stop();
  holders.delete(db);
}

/** The holder attached to this client, if any (a transaction's client has none: it reads the database). */
export const residentListsOf = (db: Tx): ResidentLists | undefined => holders.get(db);
