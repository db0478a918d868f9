// What every resolver receives: the database, the authenticated actor, per-request loaders.
import DataLoader from "dataloader";
import type { Note, PrismaClient, ScreeningHit, User } from "../generated/prisma/client";
import type { Actor } from "../domain/auth/context";
import { hitCountsByApplication, type HitCounts } from "../domain/screening/hits";
import type { UrlPolicy } from "../domain/webhooks/urlPolicy";
import type { ObjectStore } from "../storage";
import { DomainError } from "../domain/errors";
import type { MigrationRunner } from "../domain/migrations/service";

export interface Loaders {
  /** Users of the caller's account by id; batches the lookups of one request into one query. */
  userById: DataLoader<string, User | null>;
  /** Notes on screening hits, by hit id (steward-only notes only for operator keys). */
  hitNotes: DataLoader<string, Note[]>;
  /** Member hits of screening groups, by group id. */
  groupMembers: DataLoader<string, ScreeningHit[]>;
  /** Reviewer queue counts, by application id. */
  hitCounts: DataLoader<string, HitCounts>;
}

function groupBy<T>(rows: T[], key: (row: T) => string, keys: readonly string[]): T[][] {
  const map = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(key(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

export interface GraphQLContext {
  db: PrismaClient;
  actor: Actor;
  loaders: Loaders;
  /** Where this deployment lets webhooks go. */
  urlPolicy: UrlPolicy;
  /** Signs document and attachment URLs on every read. */
  objectStore: ObjectStore;
  /** Starts and wakes migration runs (Temporal). */
  migrationRunner: MigrationRunner;
}

/** For contexts built without Temporal (tools, query-count tests): migrations cannot run there. */
const unavailable = async () => {
  throw new DomainError("INTERNAL", "Migrations cannot run here: no Temporal client");
};
const NO_RUNNER: MigrationRunner = { ensureRunning: unavailable, notify: unavailable };

/** The strictest policy, for callers that do not pass the deployment's own. */
const STRICT_URL_POLICY: UrlPolicy = { requireHttps: true, allowPrivateTargets: false };

export function createLoaders(db: PrismaClient, actor: Actor): Loaders {
  return {
    userById: new DataLoader(async (ids) => {
      const users = await db.user.findMany({ where: { accountId: actor.accountId, id: { in: [...ids] } } });
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    hitNotes: new DataLoader(async (hitIds) => {
      const notes = await db.note.findMany({
        where: { accountId: actor.accountId, entityType: "SCREENING_HIT", entityId: { in: [...hitIds] }, ...(actor.operator ? {} : { stewardOnly: false }) },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return groupBy(notes, (n) => n.entityId, hitIds);
    }),
    groupMembers: new DataLoader(async (groupIds) => {
      const hits = await db.screeningHit.findMany({ where: { accountId: actor.accountId, groupId: { in: [...groupIds] } } });
      return groupBy(hits, (h) => h.groupId!, groupIds);
    }),
    hitCounts: new DataLoader(async (applicationIds) => {
      const counts = await hitCountsByApplication(db, actor.accountId, applicationIds);
      return applicationIds.map((id) => counts.get(id)!);
    }),
  };
}

export function createContext(
  db: PrismaClient,
  actor: Actor,
  options: { objectStore: ObjectStore; urlPolicy?: UrlPolicy; migrationRunner?: MigrationRunner },
): GraphQLContext {
  return {
    db,
    actor,
    loaders: createLoaders(db, actor),
    urlPolicy: options.urlPolicy ?? STRICT_URL_POLICY,
    objectStore: options.objectStore,
    migrationRunner: options.migrationRunner ?? NO_RUNNER,
  };
}
