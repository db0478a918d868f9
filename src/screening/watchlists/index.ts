// The watchlists, one door (lint holds it: eslint.config.mjs): importing a list file, the scheduled
// sources and their refresh, and what an import changed. Readers and parsers stay behind it. Its own
// door beside the matcher's: it is the I/O side (files, HTTP, the object store) and calls the matcher
// through that door to index what it imported.
export { importWatchlist, WATCHLIST_FORMATS, type ImportSummary, type ImportWatchlistInput } from "./import";
export { listsWithOlderForms, reindexWatchlists } from "./reindex";
export {
  AddSourceInput,
  addListSource,
  assertOperator,
  listSources,
  listStatus,
  listStatusFor,
  removeListSource,
  type ListStatus,
  type SourceView,
} from "./sources";
export { refreshListSource, type RefreshResult } from "./refresh";
export type { EntryChange } from "./changes";
export { ftmRecord, typesOfTopics } from "./ftm";
