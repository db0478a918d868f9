// Screening routes (spec 2.1, 2.2, 3, 4.2): hits, groups and stories, verdicts, taxonomy.
import { z } from "zod";
import { Mutation, Query } from "../operations";
import type { Route, RouteInput } from "../route";
import { idParams } from "../schemas/common";
import { filterAndPage } from "../route";
import { ScreeningMatchBody, ScreeningMatchQuery, ScreeningMatchResponse } from "../schemas/screeningMatch";
import {
  CreateGroupBody,
  Empty,
  GroupResponse,
  GroupVerdictBody,
  HitResponse,
  HitVerdictBody,
  ManualHitBody,
  MoveHitsBody,
  RecordHitsBody,
  ScreeningQueuePageResponse,
  ScreeningHitsQuery,
  ScreeningHitsResponse,
  ScreeningQueueQuery,
  ScreeningInfoBody,
  ScreeningSummaryBody,
  SeverityTaxonomyBody,
  TaxonomyResponse,
} from "../schemas/screening";

export function screeningRoutes(): Route[] {
  const groupVerdict = (collection: "groups" | "stories", param: "groupId" | "storyId", deprecated: boolean): Route => ({
    method: "patch",
    path: `/screening/${collection}/:${param}`,
    summary: deprecated
      ? "Deprecated alias of PATCH /screening/groups/{groupId}: verdict on a whole story"
      : "Verdict on a whole group: one status and rationale for every member hit; severity onto every member's matchResult",
    tag: "Screening",
    params: idParams(param),
    body: GroupVerdictBody,
    operation: (s) => `mutation($id: ID!, $input: ScreeningGroupVerdictInput!) { updateScreeningGroup(id: $id, input: $input) ${s} }`,
    field: Mutation.updateScreeningGroup,
    variables: ({ params, body }) => ({ id: params[param], input: body }),
    response: { status: 200, schema: GroupResponse, description: "The group after the verdict" },
    extraErrors: [409], // APPLICATION_ERASED: an erased application's groups take no more verdicts
    ...(deprecated
      ? {
          deprecated: true,
          headers: ({ params }: RouteInput) => ({ Deprecation: "true", Link: `</api/v1/screening/groups/${params[param]}>; rel="successor-version"` }),
        }
      : {}),
  });
  const person = (kind: "individuals" | "businesses", Name: "Individual" | "Business"): Route[] => {
    const param = kind === "individuals" ? "individualId" : "businessId";
    const match = (path: string, withDataset: boolean): Route => ({
      method: "post",
      path,
      summary: withDataset
        ? "yente's own path, /match/{dataset}: the same as POST /screening/match, restricted to one list (default or all: every list; an unknown one 404)"
        : "Screening on demand in yente's /match shape: FtM query entities against the watchlists; stores no person, audited. Costs the rate limit one unit per screening (each name of each query, a LegalEntity's twice; a long name a unit per 50 characters or 5 words) besides the request's own; a name has at most 300 characters and 20 words, a query at most 10 names (else 400). Screening at once is capped per API key (MATCH_CONCURRENCY_PER_KEY, 2) and per account (MATCH_CONCURRENCY_PER_ACCOUNT, 4) on each API process, counted in its memory: with N API processes a key may have up to N times its cap screening across the deployment; past it 429 with Retry-After: 1",
      tag: "Screening",
      yente: true,
      ...(withDataset ? { params: z.object({ dataset: z.string().min(1).max(200) }).strict() } : {}),
      query: ScreeningMatchQuery,
      body: ScreeningMatchBody,
      operation: (s) => `mutation($input: JSON!) { screeningMatch(input: $input) ${s} }`,
      field: Mutation.screeningMatch,
      variables: ({ params, query, body }) => ({ input: { ...(body as object), ...query, ...(withDataset ? { dataset: params.dataset } : {}) } }),
      response: { status: 200, schema: ScreeningMatchResponse, description: "yente's EntityMatchResponse, plus the audit entry's id and the list versions" },
    });
    return [
      match("/screening/match", false),
      match("/screening/match/:dataset", true),
      {
        method: "get",
        path: "/screening/queue",
        summary:
          "The account-wide review queue: hits of every application (by default those awaiting review), filtered, oldest first unless order=desc, cursor-paged",
        tag: "Screening",
        query: ScreeningQueueQuery,
        operation: (s) =>
          `query($filter: ScreeningQueueFilter, $cursor: String, $limit: Int, $order: SortOrder) {
          screeningQueue(filter: $filter, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
        field: Query.screeningQueue,
        variables: ({ query }) => filterAndPage(query),
        response: {
          status: 200,
          schema: ScreeningQueuePageResponse,
          description: "A page of screening hits, each with its application's id, name and risk level",
        },
      },
      {
        method: "get",
        path: "/screening/hits/:hitId",
        summary: "One screening hit",
        tag: "Screening",
        params: idParams("hitId"),
        operation: (s) => `query($id: ID!) { screeningHit(id: $id) ${s} }`,
        field: Query.screeningHit,
        variables: ({ params }) => ({ id: params.hitId }),
        response: { status: 200, schema: HitResponse, description: "The screening hit" },
      },
      {
        method: "patch",
        path: `/screening/${kind}/:${param}`,
        summary: `Update the screening settings of ${kind === "individuals" ? "an individual" : "a business"} ({} is valid); 200 with no body`,
        tag: "Screening",
        params: idParams(param),
        body: ScreeningInfoBody,
        operation: () => `mutation($id: ID!, $input: JSON!) { update${Name}ScreeningInfo(id: $id, input: $input) }`,
        field: Mutation[`update${Name}ScreeningInfo` as const],
        variables: ({ params, body }) => ({ id: params[param], input: body }),
        response: { status: 200, schema: Empty, description: "Updated; no body" },
        emptyBody: true,
        extraErrors: [409], // APPLICATION_ERASED: an erased person's settings stay as erasure left them
      },
      {
        method: "patch",
        path: `/screening/${kind}/:${param}/summary`,
        summary: `Update the screening summary text of ${kind === "individuals" ? "an individual" : "a business"}; 200 with no body`,
        tag: "Screening",
        params: idParams(param),
        body: ScreeningSummaryBody,
        operation: () => `mutation($id: ID!, $summary: String!) { update${Name}ScreeningSummary(id: $id, summary: $summary) }`,
        field: Mutation[`update${Name}ScreeningSummary` as const],
        variables: ({ params, body }) => ({ id: params[param], summary: (body as { summary: string }).summary }),
        response: { status: 200, schema: Empty, description: "Updated; no body" },
        emptyBody: true,
        extraErrors: [409], // APPLICATION_ERASED: an erased person takes no new summary
      },
    ];
  };
  return [
    {
      method: "get",
      path: "/screening/hits",
      summary: "Hits of an application grouped by type, with its adverse-media stories (spec 4.2)",
      tag: "Screening",
      query: ScreeningHitsQuery,
      operation: (s) => `query($applicationId: ID!, $individualId: ID, $businessId: ID) {
        screeningHits(applicationId: $applicationId, individualId: $individualId, businessId: $businessId) ${s} }`,
      field: Query.screeningHits,
      variables: ({ query }) => query,
      response: { status: 200, schema: ScreeningHitsResponse, description: "Hits by type and stories" },
    },
    {
      method: "post",
      path: "/screening/hits",
      summary: "Create a manual hit (source `manual`)",
      tag: "Screening",
      body: ManualHitBody,
      operation: (s) => `mutation($input: ManualScreeningHitInput!) { createManualScreeningHit(input: $input) ${s} }`,
      field: Mutation.createManualScreeningHit,
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: HitResponse, description: "The new hit (200, as the spec says)" },
    },
    {
      method: "post",
      path: "/screening/hits/batch",
      summary: "Record hits found by a screening engine for an application (emits screening.hits_created)",
      tag: "Screening",
      body: RecordHitsBody,
      operation: (s) => `mutation($input: JSON!) { recordScreeningHits(input: $input) ${s} }`,
      field: Mutation.recordScreeningHits,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: z.array(HitResponse), description: "The recorded hits" },
    },
    {
      method: "patch",
      path: "/screening/hits/:hitId",
      summary: "Set the status of a hit (a reviewer's verdict), with an optional note",
      tag: "Screening",
      params: idParams("hitId"),
      body: HitVerdictBody,
      operation: (s) => `mutation($id: ID!, $input: ScreeningHitVerdictInput!) { updateScreeningHitStatus(id: $id, input: $input) ${s} }`,
      field: Mutation.updateScreeningHitStatus,
      variables: ({ params, body }) => ({ id: params.hitId, input: body }),
      response: { status: 200, schema: HitResponse, description: "The hit after the verdict" },
      extraErrors: [409], // APPLICATION_ERASED: an erased application's hits take no more verdicts
    },
    {
      method: "post",
      path: "/screening/groups",
      summary: "Group hits of one type into a story (they leave any group they were in)",
      tag: "Screening",
      body: CreateGroupBody,
      operation: (s) => `mutation($input: CreateScreeningGroupInput!) { createScreeningGroup(input: $input) ${s} }`,
      field: Mutation.createScreeningGroup,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: GroupResponse, description: "The new group" },
    },
    {
      method: "get",
      path: "/screening/groups/:groupId",
      summary: "One screening group (story) with its member hits",
      tag: "Screening",
      params: idParams("groupId"),
      operation: (s) => `query($id: ID!) { screeningGroup(id: $id) ${s} }`,
      field: Query.screeningGroup,
      variables: ({ params }) => ({ id: params.groupId }),
      response: { status: 200, schema: GroupResponse, description: "The group" },
    },
    {
      method: "post",
      path: "/screening/groups/:groupId/hits",
      summary: "Move hits into this group",
      tag: "Screening",
      params: idParams("groupId"),
      body: MoveHitsBody,
      operation: (s) => `mutation($id: ID!, $hitIds: [ID!]!) { moveScreeningHits(groupId: $id, hitIds: $hitIds) ${s} }`,
      field: Mutation.moveScreeningHits,
      variables: ({ params, body }) => ({ id: params.groupId, hitIds: (body as { hitIds: string[] }).hitIds }),
      response: { status: 200, schema: GroupResponse, description: "The group with its new members" },
    },
    groupVerdict("groups", "groupId", false),
    groupVerdict("stories", "storyId", true),
    ...person("individuals", "Individual"),
    ...person("businesses", "Business"),
    {
      method: "get",
      path: "/screening/severity-tiers",
      summary: "The account's severity tiers per hit type",
      tag: "Screening",
      operation: (s) => `query { severityTaxonomy ${s} }`,
      field: Query.severityTaxonomy,
      variables: () => ({}),
      response: { status: 200, schema: TaxonomyResponse, description: "Tier labels per type" },
    },
    {
      method: "put",
      path: "/screening/severity-tiers",
      summary: "Rename the account's severity tiers of the given types",
      tag: "Screening",
      body: SeverityTaxonomyBody,
      operation: (s) => `mutation($input: SeverityTaxonomyInput!) { updateSeverityTaxonomy(input: $input) ${s} }`,
      field: Mutation.updateSeverityTaxonomy,
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: TaxonomyResponse, description: "The taxonomy after the change" },
    },
  ];
}
