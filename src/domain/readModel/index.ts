// The read model, one door: what GraphQL's resolvers read beside the areas' own functions. The batch
// reads its per-request loaders wrap (./batchReads.ts), and an application's edges read in its own
// statement as the case-page planner asks for them (./applicationEdges.ts, its SQL in ./plannedSql.ts).
// The schema picks what an operation shows; every statement and its account scoping is written here.
export { batchReads, type BatchReads, type SqlReader } from "./batchReads";
export {
  accountTeam,
  assigneeUsers,
  documentFacts,
  documentPagesByApplication,
  hitCounts,
  plannedAuditLog,
  plannedNotes,
  plannedStatement,
  plannedTasks,
  screeningState,
  screeningView,
  type PlannedEdge,
} from "./applicationEdges";
