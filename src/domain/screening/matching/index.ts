// The screening engine's matcher: what the workflows and the importer call.
export type { ListMatch, ScreeningSubject } from "./types";
export { indexWatchlistEntries, indexWatchlist, reindexWatchlists, screenSubjects, screenSubjectsAgainstEntries } from "./screen";
export { DEFAULT_MATCH_THRESHOLD, BELOW_THRESHOLD_MARGIN, MATCH_FEATURES, nameSimilarity, scoreMatch, type EntryRow } from "./score";
export { normalizeName } from "./normalize";
