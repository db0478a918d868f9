// Global search (spec 4.10): one GET, the `search` query.
import { Query } from "../operations";
import type { Route } from "../route";
import { SearchQuery, SearchResponse } from "../schemas/search";

const ARGS = [
  ["q", "String!"],
  ["type", "SearchCategory"],
  ["limit", "Int"],
  ["offset", "Int"],
  ["includeDismissed", "Boolean"],
  ["sortOrder", "SearchSortOrder"],
  ["applicationStatus", "[ApplicationStatus!]"],
  ["screeningType", "[ScreeningType!]"],
  ["documentEntityType", "SearchDocumentEntityType"],
  ["taskState", "SearchTaskState"],
] as const;

export function searchRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/platform/search",
      summary: "Search applications, screening hits, documents and tasks (spec 4.10)",
      tag: "Search",
      query: SearchQuery,
      operation: (s) =>
        `query(${ARGS.map(([name, type]) => `$${name}: ${type}`).join(", ")}) {
          search(${ARGS.map(([name]) => `${name}: $${name}`).join(", ")}) ${s} }`,
      field: Query.search,
      variables: ({ query }) => query,
      response: {
        status: 200,
        schema: SearchResponse,
        description:
          "Matches grouped by kind, each group {items, total}, scoped to the caller's account. Ranking: exact id, exact e-mail, the whole text, a prefix of it, a whole word, a word prefix, an e-mail prefix (4+ characters), then word similarity; every word of q must be in the text as typed, as a word's start or with a typo (trigram similarity to the account's own words; numbers as typed or by their start); accents and case are ignored and words match in any order; ties by id. A ranked snapshot: a record written while paging with offset can shift rows between pages.",
      },
    },
  ];
}
