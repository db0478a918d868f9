// Scheduled list sources: an operator registers a list's URL and how often to
// fetch it; the worker keeps one Temporal Schedule per source (src/temporal/listSchedules.ts) whose
// runs fetch and import it (./refresh.ts). This file holds the registry and what `lists:status` shows.
import { z } from "zod";
import type { PrismaClient, WatchlistSource } from "../../generated/prisma/client";
import { parseSchedule } from "../../config";
import { DomainError, invalid } from "../../errors";
import type { Actor } from "../../domain/auth/context";
import { refuseUrl, type UrlPolicy } from "../../kernel/outboundUrls";
import { parseInput } from "../../kernel/validation";
import { WATCHLIST_FORMATS } from "./import";
import { listsWithOlderForms } from "./reindex";
import { workflowIds } from "../../temporal/workflowIds";
import { UK_OTHER_FORMS } from "./uk";

const DEFAULT_EVERY = "6h";
/** Shorter intervals would fetch a list faster than any publisher updates one. */
const MIN_EVERY_MS = 60_000;

const listName = z
  .string()
  .trim()
  .min(1, "--list is required")
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "--list: letters, digits, '.', '_' and '-' (it names the Temporal Schedule)");

export const AddSourceInput = z
  .object({
    list: listName.meta({ description: "The list's name (letters, digits, '.', '_', '-'): a hit's source and the schedule's name" }),
    format: z.enum(WATCHLIST_FORMATS, { error: `--format must be one of ${WATCHLIST_FORMATS.join(", ")}` }).meta({
      description:
        "ftm (FollowTheMoney JSON lines), ofac (SDN XML or CSV), un (UN Security Council consolidated list XML), eu (EU financial sanctions XML) or uk (UK Sanctions List XML)",
    }),
    url: z
      .url({ protocol: /^https?$/, error: "--url must be an http(s) URL" })
      .meta({ description: "Where the list is fetched from: https on a live deployment (http only with LIST_SOURCE_ALLOW_HTTP), http or https on a test one" }),
    every: z.string().trim().default(DEFAULT_EVERY).meta({ description: "How often it is fetched: 30m, 6h, 24h … (at least 1m; default 6h)" }),
  })
  .strict();

export interface SourceView {
  list: string;
  format: string;
  url: string;
  everySeconds: number;
  scheduleId: string;
  createdAt: Date;
}

const view = (s: WatchlistSource): SourceView => ({
  list: s.list,
  format: s.format,
  url: s.url,
  everySeconds: s.everySeconds,
  scheduleId: workflowIds.watchlistRefreshSchedule(s.list),
  createdAt: s.createdAt,
});

function everySecondsOf(every: string): number {
  let ms: number[];
  try {
    ms = parseSchedule(every);
  } catch {
    throw invalid("Invalid --every", [{ path: "every", message: `"${every}" is not a duration like 30m, 6h or 24h` }]);
  }
  if (ms.length !== 1 || ms[0] < MIN_EVERY_MS) throw invalid("Invalid --every", [{ path: "every", message: "one duration of at least 1m" }]);
  return Math.round(ms[0] / 1000);
}

/** Registers a source, or changes an existing one (its URL, format or interval). */
export async function addListSource(db: PrismaClient, policy: UrlPolicy, raw: unknown): Promise<SourceView> {
  const input = parseInput(AddSourceInput, raw, "Invalid list source");
  const everySeconds = everySecondsOf(input.every);
  // Every run would fail on it (import.ts reads the UK list's XML only).
  if (input.format === "uk" && UK_OTHER_FORMS.test(new URL(input.url).pathname))
    throw invalid("The UK list is read in its XML form", [{ path: "url", message: "expected the UK Sanctions List's XML (UK-Sanctions-List.xml)" }]);
  const refused = await refuseUrl(input.url, policy);
  if (refused) {
    const variable =
      refused === "must use https" ? "a live deployment fetches lists over https only: LIST_SOURCE_ALLOW_HTTP" : "LIST_SOURCE_ALLOW_PRIVATE_TARGETS";
    throw invalid("List source URL refused", [{ path: "url", message: `${refused} (${variable})` }]);
  }
  const fields = { format: input.format, url: input.url, everySeconds };
  // A changed URL or format starts from a clean slate: the old validators name another file.
  const reset = { etag: null, lastModified: null, contentSha256: null, removedAt: null };
  const row = await db.watchlistSource.upsert({ where: { list: input.list }, create: { list: input.list, ...fields }, update: { ...fields, ...reset } });
  return view(row);
}

export async function listSources(db: PrismaClient): Promise<SourceView[]> {
  return (await db.watchlistSource.findMany({ where: { removedAt: null }, orderBy: { list: "asc" } })).map(view);
}

/** Marks the source removed: its schedule is deleted (now when Temporal answers, else by the worker), then the row. */
export async function removeListSource(db: PrismaClient, raw: unknown): Promise<{ list: string; removedAt: Date }> {
  const { list } = parseInput(z.object({ list: listName }).strict(), raw, "Invalid arguments");
  const { count } = await db.watchlistSource.updateMany({ where: { list, removedAt: null }, data: { removedAt: new Date() } });
  if (!count) throw invalid("No such list source", [{ path: "list", message: `no source registered for ${list}` }]);
  return { list, removedAt: (await db.watchlistSource.findUniqueOrThrow({ where: { list } })).removedAt! };
}

export interface ListStatus {
  list: string;
  /** The version in force (null: never imported). */
  version: number | null;
  /** Live entries of the version in force. */
  entries: number;
  lastImportAt: Date | null;
  /** url: null where the caller may not see it (listStatusFor). */
  source: { format: string; url: string | null; everySeconds: number; scheduleId: string } | null;
  lastCheckedAt: Date | null;
  lastSuccessAt: Date | null;
  lastOutcome: string | null;
  lastFailure: { at: Date; reason: string } | null;
  /** Indexed by an earlier release (its forms version is older): a worker is reindexing it. */
  reindexPending: boolean;
}

/** Every list known (imported by hand or registered as a source), with its source's state. */
export async function listStatus(db: PrismaClient): Promise<ListStatus[]> {
  const [imports, sources, entries, older] = await Promise.all([
    db.watchlistImport.groupBy({ by: ["list"], _max: { version: true, createdAt: true } }),
    db.watchlistSource.findMany({ where: { removedAt: null } }),
    db.watchlistEntry.groupBy({ by: ["list"], where: { removedInVersion: null }, _count: { _all: true } }),
    listsWithOlderForms(db),
  ]);
  const names = [...new Set([...imports.map((i) => i.list), ...sources.map((s) => s.list)])].sort();
  return names.map((list) => {
    const imported = imports.find((i) => i.list === list);
    const s = sources.find((x) => x.list === list);
    return {
      list,
      version: imported?._max.version ?? null,
      entries: entries.find((e) => e.list === list)?._count._all ?? 0,
      lastImportAt: imported?._max.createdAt ?? null,
      source: s ? { format: s.format, url: s.url, everySeconds: s.everySeconds, scheduleId: workflowIds.watchlistRefreshSchedule(s.list) } : null,
      lastCheckedAt: s?.lastCheckedAt ?? null,
      lastSuccessAt: s?.lastSuccessAt ?? null,
      lastOutcome: s?.lastOutcome ?? null,
      lastFailure: s?.lastFailureAt ? { at: s.lastFailureAt, reason: s.lastFailureReason ?? "" } : null,
      reindexPending: older.includes(list),
    };
  });
}

/**
 * Sources serve every account of the deployment, so only operator keys manage them through the API
 * (GraphQL addWatchlistSource, removeWatchlistSource), as the admin CLI does; an account's admin is
 * refused with 403 saying so.
 */
export function assertOperator(actor: Actor): void {
  if (!actor.operator) {
    throw new DomainError("FORBIDDEN", "Watchlist sources serve every account of the deployment: only operator keys (key:create --operator) manage them", [
      { path: "permission", message: "requires an operator key" },
    ]);
  }
}

/** lists:status as an account sees it: a source's URL (which may carry a feed's credentials) only for operator keys. */
export async function listStatusFor(db: PrismaClient, actor: Actor): Promise<ListStatus[]> {
  const all = await listStatus(db);
  return actor.operator ? all : all.map((s) => ({ ...s, source: s.source && { ...s.source, url: null } }));
}
