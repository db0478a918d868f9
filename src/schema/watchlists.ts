// Watchlists in GraphQL: every list's state as `lists:status` shows it, and the
// scheduled sources operators register (the same as lists:source:add/remove). Sources serve every
// account, so the mutations take operator keys only (src/screening/watchlists/sources.ts);
// the worker's reconciler brings each source's Temporal Schedule in step within a pass.
import { builder } from "./builder";
import { inputOf } from "./zodInputs";
import { present } from "./inputHelpers";
import { AddSourceInput, addListSource, assertOperator, listStatusFor, removeListSource, type ListStatus, type SourceView } from "../screening";

const WatchlistSourceRef = builder.objectRef<SourceView>("WatchlistSource").implement({
  description: "A list fetched on a schedule (Temporal Schedule watchlist-refresh-<list>)",
  fields: (t) => ({
    list: t.exposeString("list", { description: "The list's name" }),
    format: t.exposeString("format", { description: "ftm (FollowTheMoney JSON lines) or ofac (SDN XML or CSV)" }),
    url: t.exposeString("url", { description: "Where it is fetched from" }),
    everySeconds: t.exposeInt("everySeconds", { description: "How often it is fetched" }),
    scheduleId: t.exposeString("scheduleId", { description: "The Temporal Schedule that fetches it" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was registered" }),
  }),
});

type StatusSource = NonNullable<ListStatus["source"]>;
const ListSourceStateRef = builder.objectRef<StatusSource>("WatchlistSourceState").implement({
  description: "The schedule a list is fetched on",
  fields: (t) => ({
    format: t.exposeString("format", { description: "ftm or ofac" }),
    url: t.exposeString("url", { nullable: true, description: "Where it is fetched from: shown to operator keys only (a feed URL may carry credentials)" }),
    everySeconds: t.exposeInt("everySeconds", { description: "How often it is fetched" }),
    scheduleId: t.exposeString("scheduleId", { description: "The Temporal Schedule that fetches it" }),
  }),
});

const WatchlistStatusRef = builder.objectRef<ListStatus>("WatchlistStatus").implement({
  description: "A list the engine screens against: the version in force and, for a scheduled source, its last fetch",
  fields: (t) => ({
    list: t.exposeString("list", { description: "The list's name (a hit's source)" }),
    version: t.exposeInt("version", { nullable: true, description: "The version in force; null: never imported" }),
    entries: t.exposeInt("entries", { description: "Live entries of the version in force" }),
    lastImportAt: t.expose("lastImportAt", { type: "DateTime", nullable: true, description: "When the version in force was imported" }),
    source: t.field({ type: ListSourceStateRef, nullable: true, description: "Its schedule; null for a list imported by hand", resolve: (s) => s.source }),
    lastCheckedAt: t.expose("lastCheckedAt", { type: "DateTime", nullable: true, description: "The source's last fetch" }),
    lastSuccessAt: t.expose("lastSuccessAt", {
      type: "DateTime",
      nullable: true,
      description: "The last fetch that left the list current (imported, 304 or the same bytes)",
    }),
    lastOutcome: t.exposeString("lastOutcome", { nullable: true, description: "imported, unchanged, not_modified, fetch_failed or parse_failed" }),
    lastFailureAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "The last failed fetch or parse (the previous version stayed in force)",
      resolve: (s) => s.lastFailure?.at ?? null,
    }),
    lastFailureReason: t.string({ nullable: true, description: "Why it failed", resolve: (s) => s.lastFailure?.reason ?? null }),
    reindexPending: t.exposeBoolean("reindexPending", {
      description: "Indexed by an earlier release: a worker is rebuilding its stored name forms and keys (Temporal run watchlist-reindex-<list>-forms-v<N>)",
    }),
  }),
});

const SourceInput = inputOf("WatchlistSourceInput", AddSourceInput, "A list source: registered, or changed when the list has one", { strings: ["format"] });

builder.queryFields((t) => ({
  watchlists: t.field({
    type: [WatchlistStatusRef],
    description: "Every list known (imported by hand or fetched on a schedule), by name: what `lists:status` shows",
    resolve: (_r, _a, ctx) => listStatusFor(ctx.db, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  addWatchlistSource: t.field({
    permission: "admin",
    type: WatchlistSourceRef,
    description:
      "Registers a list source (or changes the list's): fetched every `every` (default 6h), imported when it changed. Operator keys only: sources serve every account",
    args: { input: t.arg({ type: SourceInput, required: true, description: "The source" }) },
    resolve: (_r, args, ctx) => {
      assertOperator(ctx.actor);
      return addListSource(ctx.db, ctx.listSourceUrlPolicy, present(args.input));
    },
  }),
  removeWatchlistSource: t.field({
    permission: "admin",
    type: "DateTime",
    description: "Stops fetching a list (its imported versions stay in force); answers when it was removed. Operator keys only",
    args: { list: t.arg.string({ required: true, description: "The list's name" }) },
    resolve: async (_r, args, ctx) => {
      assertOperator(ctx.actor);
      return (await removeListSource(ctx.db, { list: args.list })).removedAt;
    },
  }),
}));
