// yente's data-access routes under /screening (yente/routers/search.py, admin.py): beside POST
// /screening/match (src/rest/routes/screening.ts), the routes a yente client reads, so one pointed at
// /api/v1/screening/ works unchanged. Their errors carry yente's `detail` (src/http/yente.ts).
import { z } from "zod";
import { Query } from "../operations";
import type { Route } from "../route";
import {
  YenteAlgorithmsResponse,
  YenteCatalogResponse,
  YenteEntityQuery,
  YenteEntityResponse,
  YenteSearchQuery,
  YenteSearchResponse,
} from "../schemas/screeningYente";

export function screeningYenteRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/screening/entities/:id",
      summary: "yente's GET /entities/{id}: one watchlist entity by its id (FtM id, OFAC uid), as a match result names it; 404 otherwise",
      tag: "Screening",
      yente: true,
      params: z.object({ id: z.string().min(1).max(200) }).strict(),
      query: YenteEntityQuery,
      operation: (s) => `query($id: String!, $nested: Boolean) { screeningEntity(id: $id, nested: $nested) ${s} }`,
      field: Query.screeningEntity,
      variables: ({ params, query }) => ({ id: params.id, nested: query.nested ?? null }),
      response: { status: 200, schema: YenteEntityResponse, description: "yente's EntityResponse" },
    },
    {
      method: "get",
      path: "/screening/search/:dataset",
      summary: "yente's GET /search/{dataset}: watchlist entities by words of their name (dataset: a list, or default/all for every list; an unknown one 404)",
      tag: "Screening",
      yente: true,
      params: z.object({ dataset: z.string().min(1).max(200) }).strict(),
      query: YenteSearchQuery,
      operation: (s) => `query($input: JSON!) { screeningEntitySearch(input: $input) ${s} }`,
      field: Query.screeningEntitySearch,
      variables: ({ params, query }) => ({ input: { ...query, dataset: params.dataset } }),
      response: { status: 200, schema: YenteSearchResponse, description: "yente's SearchResponse" },
    },
    {
      method: "get",
      path: "/screening/catalog",
      summary: "yente's GET /catalog: every list as a dataset, `default` holding them all",
      tag: "Screening",
      yente: true,
      operation: (s) => `query { screeningCatalog ${s} }`,
      field: Query.screeningCatalog,
      variables: () => ({}),
      response: { status: 200, schema: YenteCatalogResponse, description: "yente's DataCatalogModel" },
    },
    {
      method: "get",
      path: "/screening/algorithms",
      summary: "yente's GET /algorithms: the matching algorithms /screening/match takes as `algorithm`",
      tag: "Screening",
      yente: true,
      operation: (s) => `query { screeningAlgorithms ${s} }`,
      field: Query.screeningAlgorithms,
      variables: () => ({}),
      response: { status: 200, schema: YenteAlgorithmsResponse, description: "yente's AlgorithmResponse" },
    },
  ];
}
