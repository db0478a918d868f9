// Global search, one door (lint holds it: eslint.config.mjs): the search and its request shape.
export { search, type SearchGroup } from "./search";
export { SEARCH_CATEGORIES, SEARCH_DOCUMENT_ENTITY_TYPES, SEARCH_SORT_ORDERS, SEARCH_TASK_STATES, SearchInput } from "./inputs";
