// Live progress over GraphQL subscriptions (server-sent events on /graphql): a migration's and an
// export's progress, and changes to one application. Each is fed by the database's change
// announcements (src/domain/events/changes.ts) and answers, on every change, what the matching query
// would answer its caller now: the same account-scoped read, the same NOT_FOUND for anything else.
import { Repeater } from "graphql-yoga";
import { builder } from "./builder";
import { createLoaders, type GraphQLContext } from "./context";
import { Application } from "./applications";
import { MigrationRef } from "./migrations";
import { ExportJobRef } from "./exports";
import { getApplication, type ApplicationRow } from "../domain/applications/service";
import { getMigration } from "../domain/migrations/service";
import { getExport } from "../domain/exports";
import { TERMINAL_MIGRATION_STATUSES } from "../domain/migrations/inputs";
import { APPLICATION_CHANGES, type ApplicationChange, type ChangeKind } from "../domain/events/changes";
import { DomainError } from "../errors";
import { assertKeyStillValid } from "../domain/auth/apiKeys";

const TERMINAL_EXPORT_STATUSES = ["COMPLETED", "FAILED"];

/** UNKNOWN: the listener reconnected, so announcements may have been missed. */
type Changed = ApplicationChange | "UNKNOWN";

/**
 * The current state of (kind, id) now and again after each change, until `isFinal` says so or the
 * client goes away. The first read runs before the stream is returned, so an unknown or foreign id is
 * refused with the query's error instead of an empty stream.
 */
async function watch<T, E>(
  ctx: GraphQLContext,
  kind: ChangeKind,
  id: string,
  read: () => Promise<T>,
  toEvent: (state: T, changes: Changed[]) => E,
  isFinal: (state: T) => boolean = () => false,
): Promise<AsyncIterable<E>> {
  if (!ctx.changes) throw new DomainError("INTERNAL", "Subscriptions are not available here: no change feed");
  const stream = ctx.changes.subscribe(kind, id); // before the first read: no change falls between the two
  let first: T;
  try {
    first = await read();
  } catch (err) {
    stream.close();
    throw err;
  }
  const events = new Repeater<E>(async (push, stop) => {
    void stop.then(() => stream.close());
    let state = first;
    await push(toEvent(state, []));
    while (!isFinal(state)) {
      const batch = await stream.next();
      if (!batch) break;
      await assertKeyStillValid(ctx.db, ctx.actor.apiKeyId);
      // The context (and its loaders' caches) lives as long as the stream: each event reads afresh.
      ctx.loaders = createLoaders(ctx.db, ctx.sql, ctx.actor);
      state = await read();
      await push(toEvent(state, batch.resync ? ["UNKNOWN"] : [...batch.changes]));
    }
    stop();
    stream.close();
  });
  // A stream returned before its first event (its response refused, its connection gone) never runs
  // the executor above: its listener is let go of here.
  const returnEvents = events.return.bind(events);
  events.return = (value) => {
    stream.close();
    return returnEvents(value);
  };
  return events;
}

const ApplicationChangeEnum = builder.enumType("ApplicationChange", {
  description: "What changed on an application",
  values: {
    STATUS: { description: "Its status moved (submitted, approved, rejected…)" },
    UPDATED: {
      description: "Anything else it shows changed: its fields, labels, assignees, key persons, ownership, risk, review dates, a pending decision",
    },
    SCREENING_HIT: { description: "A screening hit arrived or was reviewed" },
    DOCUMENT: { description: "A document arrived or its checks moved" },
    TASK: { description: "A task was created or updated" },
    NOTE: { description: "A note was added, edited or deleted (a steward-only note announces nothing)" },
    UNKNOWN: { description: "The server's change feed reconnected: something may have changed" },
  } satisfies Record<Changed, unknown>,
});

interface ApplicationChangeEvent {
  changes: Changed[];
  application: ApplicationRow;
}

const ApplicationChangeEventRef = builder.objectRef<ApplicationChangeEvent>("ApplicationChangeEvent").implement({
  description: "The application as it is now, and what changed since the previous event",
  fields: (t) => ({
    changes: t.field({
      type: [ApplicationChangeEnum],
      description: "Empty on the first event, which carries the application as it was when the subscription started",
      resolve: (e) => e.changes,
    }),
    application: t.field({ type: Application, description: "The application as it is now, read afresh for this event", resolve: (e) => e.application }),
  }),
});

const order = (c: Changed) => (APPLICATION_CHANGES as readonly string[]).indexOf(c);

builder.subscriptionType({
  description:
    "Live changes, over server-sent events (Accept: text/event-stream). The first event is the current state; each later one follows a committed change.",
});

builder.subscriptionFields((t) => ({
  migrationProgress: t.field({
    type: MigrationRef,
    description: "The migration (status and itemCounts) now and after each change; the stream ends once it is COMPLETED, FAILED or CANCELLED",
    args: { id: t.arg.id({ required: true, description: "The migration to follow" }) },
    subscribe: (_root, args, ctx) =>
      watch(
        ctx,
        "migration",
        String(args.id),
        () => getMigration(ctx.db, ctx.actor, String(args.id)),
        (m) => m,
        (m) => (TERMINAL_MIGRATION_STATUSES as readonly string[]).includes(m.status),
      ),
    resolve: (migration) => migration,
  }),
  exportProgress: t.field({
    type: ExportJobRef,
    description:
      "The export job now and after each change; the stream ends once it is COMPLETED or FAILED. Only the API key that created the job may follow it",
    args: { id: t.arg.id({ required: true, description: "The export job to follow" }) },
    subscribe: (_root, args, ctx) =>
      watch(
        ctx,
        "export",
        String(args.id),
        () => getExport(ctx.db, ctx.actor, String(args.id)),
        (job) => job,
        (job) => TERMINAL_EXPORT_STATUSES.includes(job.status),
      ),
    resolve: (job) => job,
  }),
  applicationChanged: t.field({
    type: ApplicationChangeEventRef,
    description:
      "The application now, then again after each committed change to what it shows: its status, fields, labels, assignees, key persons, ownership, risk and review dates, and its screening hits, documents, tasks and notes",
    args: { id: t.arg.id({ required: true, description: "The application to follow" }) },
    subscribe: (_root, args, ctx) =>
      watch(
        ctx,
        "application",
        String(args.id),
        () => getApplication(ctx.db, ctx.actor, String(args.id)),
        (application, changes): ApplicationChangeEvent => ({
          application,
          changes: [...changes].sort((a, b) => order(a) - order(b)),
        }),
      ),
    resolve: (event) => event,
  }),
}));
