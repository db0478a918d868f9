// The screening engine's matcher: what the workflows and the importer call.
export type { ListMatch, ScreeningSubject } from "./types";
export {
  entryMatchIndex,
  indexWatchlistEntries,
  indexWatchlist,
  reindexWatchlists,
  screenSubjects,
  screenSubjectsAgainstEntries,
  writeEntryKeys,
} from "./screen";
export { DEFAULT_MATCH_THRESHOLD, BELOW_THRESHOLD_MARGIN, MATCH_FEATURES, nameSimilarity, scoreMatch, type EntryRow } from "./score";
export { normalizeName } from "./normalize";
