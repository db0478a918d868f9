// What every resolver receives: the database, the authenticated actor, per-request loaders.
import { KnownLoader } from "./knownLoader";
import type { Business, Individual, MigrationItem, Note, PrismaClient, ScreeningGroup, ScreeningHit, Task, User } from "../generated/prisma/client";
import type { ApplicationRow } from "../domain/applications/service";
import type { ScreeningHitsView } from "../domain/screening/listing";
import type { OwnershipRows } from "../domain/ownership/view";
import type { Actor } from "../domain/auth/context";
import type { HitCounts } from "../domain/screening/hits";
import type { UrlPolicy } from "../kernel/outboundUrls";
import type { ApplicationDocumentFacts } from "../domain/documents/derived";
import type { DocumentWithValidations } from "../domain/documents/service";
import type { ObjectStore } from "../storage";
import { DomainError } from "../errors";
import { DEFAULT_MAX_ZIP_ENTRIES } from "../config";
import type { MigrationRunner, MigrationView } from "../domain/migrations/service";
import type { ExportRunner } from "../domain/exports";
import { inlineReassessRunner, type RiskReassessRunner } from "../domain/risk/reassessment";
import type { ChangeFeed } from "../domain/events/changes";
import { batchReads, type BatchReads, type SqlReader } from "../domain/readModel";
import type { RateLimit } from "../domain/limits/rateLimits";

export interface Loaders {
  /**
   * The edges' page loaders of this request, by edge and page arguments (src/schema/plan/edgeLoaders.ts
   * fills it). A plain map here, not a WeakMap keyed by this object: keying a WeakMap by it changed its
   * shape after creation, and every resolver's read of the loaders got slower (about a fifth more CPU
   * on the flat applications page, measured).
   */
  edgePages: Map<string, KnownLoader<string, unknown>>;
  /** Users of the caller's account by id; batches the lookups of one request into one query. */
  userById: KnownLoader<string, User | null>;
  /** Notes on screening hits, by hit id (steward-only notes only for operator keys). */
  hitNotes: KnownLoader<string, Note[]>;
  /** Member hits of screening groups, by group id. */
  groupMembers: KnownLoader<string, ScreeningHit[]>;
  /** Reviewer queue counts, by application id. */
  hitCounts: KnownLoader<string, HitCounts>;
  /** What derived document fields need (replacements, first copies, workflow order), by application id. */
  documentFacts: KnownLoader<string, ApplicationDocumentFacts | undefined>;
  /** Notes on documents, by document id (steward-only notes only for operator keys). */
  documentNotes: KnownLoader<string, Note[]>;
  /** Documents of the caller's account with their validations, by id (tasks embed them). */
  documentById: KnownLoader<string, DocumentWithValidations | null>;
  /** Screening hits of the caller's account, by id (tasks embed them). */
  hitById: KnownLoader<string, ScreeningHit | null>;
  /** Applications of the caller's account with the relations the Application type reads, by id. */
  applicationById: KnownLoader<string, ApplicationRow | null>;
  /** Screening groups of the caller's account, by id. */
  groupById: KnownLoader<string, ScreeningGroup | null>;
  /** Tasks of the caller's account, by id. */
  taskById: KnownLoader<string, Task | null>;
  /** Notes of the caller's account that GET /notes/:id would answer (not deleted, steward-only ones for operators), by id. */
  noteById: KnownLoader<string, Note | null>;
  /** Key persons (individuals) of the caller's account's applications, by id. */
  individualById: KnownLoader<string, Individual | null>;
  /** Key persons (businesses) of the caller's account's applications, by id. */
  businessById: KnownLoader<string, Business | null>;
  /** Migrations of the caller's account with their counts (the 2.8 record), by id. */
  migrationById: KnownLoader<string, MigrationView | null>;
  /** Migration items of the caller's account with their outstanding task counts, by id. */
  migrationItemById: KnownLoader<string, MigrationItem | null>;
  /** The migration item an application was created from, by application id (null when not migrated). */
  migrationItemByApplication: KnownLoader<string, MigrationItem | null>;
  /** The grouped hits and groups of GET /screening/hits, by application id. */
  screeningView: KnownLoader<string, ScreeningHitsView>;
  /** What an application's ownership structure is read from, by application id: a page's structures in one statement. */
  ownershipRows: KnownLoader<string, OwnershipRows>;
}

export interface GraphQLContext {
  db: PrismaClient;
  /** Hot reads through the driver (the applications list). */
  sql: SqlReader;
  actor: Actor;
  loaders: Loaders;
  /** Where this deployment lets webhooks go. */
  urlPolicy: UrlPolicy;
  /** Where this deployment lets list sources be fetched from (operators register them). */
  listSourceUrlPolicy: UrlPolicy;
  /** Signs document and attachment URLs on every read. */
  objectStore: ObjectStore;
  /** Starts and wakes migration runs (Temporal). */
  migrationRunner: MigrationRunner;
  /** MIGRATION_MAX_ZIP_ENTRIES: a migration archive listing more is refused. */
  maxArchiveEntries: number;
  /** Starts export job runs (Temporal). */
  exportRunner: ExportRunner;
  /** Starts the re-assessment of an account's applications after a model change (Temporal; inline where there is none). */
  riskReassessRunner: RiskReassessRunner;
  /** This process's live change announcements, for subscriptions; null where nothing listens (tools, REST). */
  changes: ChangeFeed | null;
  /** config.sandbox: the sandbox's magic inputs (src/domain/sandbox), test deployments only. */
  sandbox: boolean;
  /** The per-key rate limit (null: off), from which costly operations take more than their request's one unit. */
  rateLimit: RateLimit | null;
}

/** For contexts built without Temporal (tools, query-count tests): migrations cannot run there. */
const unavailable = async () => {
  throw new DomainError("INTERNAL", "Migrations cannot run here: no Temporal client");
};
const NO_RUNNER: MigrationRunner = { ensureRunning: unavailable, notify: unavailable, restartIfGone: unavailable };
const NO_EXPORT_RUNNER: ExportRunner = {
  start: async () => {
    throw new DomainError("INTERNAL", "Exports cannot run here: no Temporal client");
  },
};

/** The strictest policy, for callers that do not pass the deployment's own. */
const STRICT_URL_POLICY: UrlPolicy = { requireHttps: true, allowPrivateTargets: false };

/** The loaders of one request: each batch read of the domain (src/domain/readModel/batchReads.ts) behind a loader (the edges' page loaders: src/schema/plan/edgeLoaders.ts). */
export function createLoaders(db: PrismaClient, sql: SqlReader, actor: Actor): Loaders {
  const reads = batchReads(db, sql, actor);
  const loaders = Object.fromEntries(
    Object.entries(reads).map(([name, batch]) => [name, new KnownLoader(batch as (ids: readonly string[]) => Promise<unknown[]>)]),
  ) as {
    [K in keyof BatchReads]: KnownLoader<string, Awaited<ReturnType<BatchReads[K]>>[number]>;
  };
  return { ...loaders, edgePages: new Map() };
}

/** What a context is made of, beside the actor: the deployment's parts and policies. */
export interface ContextDeps {
  sql: SqlReader;
  objectStore: ObjectStore;
  urlPolicy?: UrlPolicy;
  listSourceUrlPolicy?: UrlPolicy;
  migrationRunner?: MigrationRunner;
  exportRunner?: ExportRunner;
  riskReassessRunner?: RiskReassessRunner;
  changes?: ChangeFeed;
  maxArchiveEntries?: number;
  sandbox?: boolean;
  rateLimit?: RateLimit | null;
}

/** A request's context from its actor: the one factory both doors (/graphql and REST) use. */
export type ContextFactory = (actor: Actor) => GraphQLContext;

export function contextFactory(db: PrismaClient, deps: ContextDeps): ContextFactory {
  return (actor) => createContext(db, actor, deps);
}

export function createContext(db: PrismaClient, actor: Actor, options: ContextDeps): GraphQLContext {
  return {
    db,
    sql: options.sql,
    actor,
    loaders: createLoaders(db, options.sql, actor),
    urlPolicy: options.urlPolicy ?? STRICT_URL_POLICY,
    listSourceUrlPolicy: options.listSourceUrlPolicy ?? STRICT_URL_POLICY,
    objectStore: options.objectStore,
    migrationRunner: options.migrationRunner ?? NO_RUNNER,
    maxArchiveEntries: options.maxArchiveEntries ?? DEFAULT_MAX_ZIP_ENTRIES,
    exportRunner: options.exportRunner ?? NO_EXPORT_RUNNER,
    riskReassessRunner: options.riskReassessRunner ?? inlineReassessRunner(db),
    changes: options.changes ?? null,
    sandbox: options.sandbox ?? false,
    rateLimit: options.rateLimit ?? null,
  };
}
