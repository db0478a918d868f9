// An application's screening state (docs/screening.md, "Screening state"): whether its key persons
// were screened against lists that are there and up to date. Screening against nothing finds nothing,
// and nothing found must not read as a clearance: NO_LISTS when no list was loaded when the persons
// were last screened, STALE when a list it was screened against has missed its source's schedule,
// CURRENT otherwise. Approval gates read it (src/domain/decisions/gates.ts).
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { readUtcTimestamp } from "../../db/sql";
import { SCREENING_STATES } from "../accounts/inputs";

export { SCREENING_STATES };
export type ScreeningStateName = (typeof SCREENING_STATES)[number];

/**
 * A scheduled list is stale once it has gone this many of its intervals without a successful fetch:
 * one missed run (a publisher's outage, a retry) is tolerated, a second is not.
 */
const STALE_AFTER_INTERVALS = 2;

export interface ScreeningListState {
  list: string;
  /** The version in force. */
  version: number;
  importedAt: Date;
  /** When the list was last known current: its source's last successful fetch, else its last import. */
  refreshedAt: Date;
  /** The source's interval (null: imported by hand, no schedule to miss). */
  everySeconds: number | null;
  stale: boolean;
}

export interface ApplicationScreeningState {
  state: ScreeningStateName;
  /** Why, in words a reviewer acts on. */
  reason: string;
  /** When the application's persons were last screened (null: none screened yet). */
  screenedAt: Date | null;
  /** Persons waiting to be screened. */
  pending: boolean;
  /** The lists the state was read against. */
  lists: ScreeningListState[];
}

interface ListRow {
  list: string;
  version: number;
  firstImportAt: Date;
  lastImportAt: Date;
  everySeconds: number | null;
  lastSuccessAt: Date | null;
}

/** The deployment's lists holding entries, with their source's schedule (lists serve every account: one small read of the imports). */
const LOADED_LISTS = Prisma.sql`
    SELECT i.list, max(i.version)::int AS version, min(i."createdAt") AS "firstImportAt", max(i."createdAt") AS "lastImportAt",
           s."everySeconds", s."lastSuccessAt"
    FROM "WatchlistImport" i LEFT JOIN "WatchlistSource" s ON s.list = i.list AND s."removedAt" IS NULL
    GROUP BY i.list, s."everySeconds", s."lastSuccessAt"
    -- A list whose imports removed every entry they added holds nothing to screen against.
    HAVING sum(i.added) - sum(i.removed) > 0`;

async function loadedLists(db: PrismaClient | Tx): Promise<ListRow[]> {
  return db.$queryRaw<ListRow[]>`${LOADED_LISTS} ORDER BY i.list`;
}

const orNull = (text: string | null) => (text === null ? null : readUtcTimestamp(text));

/**
 * The screening state read with the application in its own statement (a planned column; `application`
 * is its id there): its screening runs' last completion and whether one waits, and the loaded lists
 * (one uncorrelated subquery, which PostgreSQL evaluates once for the whole statement), as one JSON
 * value; `read` makes it the state screeningStates answers. Saves a page two statements of its own.
 */
export function plannedScreeningState(application: Prisma.Sql): { column: Prisma.Sql; read(value: unknown, now?: Date): ApplicationScreeningState } {
  return {
    column: Prisma.sql`json_build_array(
      (SELECT json_build_array(max(r."completedAt"), COALESCE(bool_or(r."completedAt" IS NULL), false)) FROM "ScreeningRequest" r WHERE r."applicationId" = ${application}),
      (SELECT COALESCE(json_agg(l ORDER BY l.list), '[]') FROM (${LOADED_LISTS}) l))`,
    read: (value, now = new Date()) => {
      const [[screenedAt, pending], lists] = value as [
        [string | null, boolean],
        (Omit<ListRow, "firstImportAt" | "lastImportAt" | "lastSuccessAt"> &
          Record<"firstImportAt" | "lastImportAt", string> & { lastSuccessAt: string | null })[],
      ];
      const rows: ListRow[] = lists.map((l) => ({
        ...l,
        firstImportAt: readUtcTimestamp(l.firstImportAt),
        lastImportAt: readUtcTimestamp(l.lastImportAt),
        lastSuccessAt: orNull(l.lastSuccessAt),
      }));
      return stateOf(rows, orNull(screenedAt), pending, now);
    },
  };
}

function listState(row: ListRow, now: Date): ScreeningListState {
  const refreshedAt = row.lastSuccessAt && row.lastSuccessAt > row.lastImportAt ? row.lastSuccessAt : row.lastImportAt;
  const stale = row.everySeconds !== null && now.getTime() - refreshedAt.getTime() > STALE_AFTER_INTERVALS * row.everySeconds * 1000;
  return { list: row.list, version: row.version, importedAt: row.lastImportAt, refreshedAt, everySeconds: row.everySeconds, stale };
}

function stateOf(lists: ListRow[], screenedAt: Date | null, pending: boolean, now: Date): ApplicationScreeningState {
  // The lists the persons were screened against: those there at the last screening (all of them while one waits).
  const at = pending || !screenedAt ? now : screenedAt;
  const against = lists.filter((l) => l.firstImportAt <= at).map((l) => listState(l, now));
  const base = { screenedAt, pending, lists: against };
  if (against.length === 0) {
    const reason = lists.length
      ? `The persons were last screened on ${screenedAt!.toISOString()}, before any watchlist was loaded: screen them again (a periodic review does)`
      : "No watchlist is loaded: screening found nothing because it searched nothing. Import one (npm run admin -- lists:import --format un|eu|uk|ofac --file …)";
    return { ...base, state: "NO_LISTS", reason };
  }
  const stale = against.filter((l) => l.stale);
  if (stale.length) {
    const names = stale.map((l) => `${l.list} (last current ${l.refreshedAt.toISOString()}, fetched every ${l.everySeconds} s)`).join(", ");
    return { ...base, state: "STALE", reason: `Lists past their source's schedule: ${names}; see npm run admin -- lists:status` };
  }
  return { ...base, state: "CURRENT", reason: `Screened against ${against.map((l) => `${l.list} v${l.version}`).join(", ")}, each within its schedule` };
}

/** The screening state of each of these applications, in two statements whatever their number. */
export async function screeningStates(
  db: PrismaClient | Tx,
  applicationIds: readonly string[],
  now = new Date(),
): Promise<Map<string, ApplicationScreeningState>> {
  const ids = [...new Set(applicationIds)];
  if (ids.length === 0) return new Map();
  const [lists, runs] = await Promise.all([
    loadedLists(db),
    db.$queryRaw<{ applicationId: string; screenedAt: Date | null; pending: boolean }[]>`
      SELECT "applicationId", max("completedAt") AS "screenedAt", bool_or("completedAt" IS NULL) AS pending
      FROM "ScreeningRequest" WHERE "applicationId" = ANY(${ids}::text[]) GROUP BY "applicationId"`,
  ]);
  const byApp = new Map(runs.map((r) => [r.applicationId, r]));
  return new Map(ids.map((id) => [id, stateOf(lists, byApp.get(id)?.screenedAt ?? null, byApp.get(id)?.pending ?? false, now)]));
}

export async function screeningStateOf(db: PrismaClient | Tx, applicationId: string, now = new Date()): Promise<ApplicationScreeningState> {
  return (await screeningStates(db, [applicationId], now)).get(applicationId)!;
}
