// The screening engine's matcher, its one door (lint holds it: eslint.config.mjs): what the screening
// runs, the watchlist importer, the settings and the CLI call. Its other files are its own.
export type { ListMatch, ScreeningSubject } from "./types";
export {
  entryMatchIndex,
  type EntryMatchIndex,
  indexWatchlistEntries,
  indexWatchlist,
  screenSubjects,
  screenSubjectsAgainstEntries,
  writeEntryKeys,
} from "./screen";
export { DEFAULT_MATCH_THRESHOLD, type EntryRow } from "./score";
export { betterMatch } from "./verdict";
export { MATCH_FEATURES } from "./evidence";
export { normalizeName, schemaKind } from "./normalize";
export { holdListsInMemory, releaseLists, residentListsOf } from "./residentLists";
export { MATCH_FORMS_VERSION, WEAK_NAME_MARK } from "./storedForms";
export { CLEARED_REASONS, CategoryInput, MatchResultInput, SCREENING_TYPES, type MatchResult, type ScreeningType } from "./matchResult";
export type { PepClass } from "./pepClass";
