// Ownership structure routes (docs/ownership.md): read the structure with its arithmetic, edit its
// nodes and edges. Each runs the GraphQL operation of the same name.
import { z } from "zod";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { IdParams } from "../schemas/common";
import {
  CreateOwnershipEdgeBody,
  CreateOwnershipNodeBody,
  OwnershipEdgeParams,
  OwnershipEdgeResponse,
  OwnershipNodeParams,
  OwnershipChartQuery,
  OwnershipChartSvg,
  OwnershipChartUrlBody,
  OwnershipChartUrlResponse,
  SignedOwnershipChartQuery,
  OwnershipNodeResponse,
  OwnershipResponse,
  ReplaceOwnershipBody,
  UpdateOwnershipEdgeBody,
  UpdateOwnershipNodeBody,
  UboThresholdsBody,
  UboThresholdsResponse,
} from "../schemas/ownership";

const tag = "Ownership";
// APPLICATION_ERASED, and CONFLICT for a node key or applicant node taken already or an edge repeated.
const extraErrors = [409] as const;
// A write that adds nodes or edges may also pass the structure's declared limit (docs/ownership.md "Limits").
const growErrors = [409, 413];

export function ownershipRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/applications/:id/ownership",
      summary: "The ownership structure: nodes, edges, effective ownership with paths, UBOs, CRS controlling persons and data problems",
      tag,
      params: IdParams,
      operation: (s) => `query($id: ID!) { ownership(applicationId: $id) ${s} }`,
      field: Query.ownership,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: OwnershipResponse, description: "The structure and its arithmetic" },
    },
    {
      method: "put",
      path: "/applications/:id/ownership",
      summary:
        "Replace the whole structure in one transaction: every node (matched to the stored ones by key: a kept node keeps its id and screening) and every edge (ends named by key). Checked whole before anything is written; one screening batch and one risk re-assessment",
      tag,
      params: IdParams,
      body: ReplaceOwnershipBody,
      // Up to 1,000 edges: the domain's parse of this schema is the one (replaceOwnershipStructure).
      bodyParsedByDomain: true,
      operation: (s) => `mutation($id: ID!, $input: ReplaceOwnershipInput!) { replaceOwnership(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.replaceOwnership,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: OwnershipResponse, description: "The structure after the change, with its arithmetic" },
      extraErrors: growErrors,
    },
    {
      method: "get",
      path: "/applications/:id/ownership/nodes/:nodeId",
      summary: "One node of the structure, with its screening and effective share",
      tag,
      params: OwnershipNodeParams,
      operation: (s) => `query($id: ID!, $nodeId: ID!) { ownershipNode(applicationId: $id, id: $nodeId) ${s} }`,
      field: Query.ownershipNode,
      variables: ({ params }) => ({ id: params.id, nodeId: (params as { nodeId: string }).nodeId }),
      response: { status: 200, schema: OwnershipNodeResponse, description: "The node" },
    },
    {
      method: "get",
      path: "/applications/:id/ownership/edges/:edgeId",
      summary: "One edge of the structure",
      tag,
      params: OwnershipEdgeParams,
      operation: (s) => `query($id: ID!, $edgeId: ID!) { ownershipEdge(applicationId: $id, id: $edgeId) ${s} }`,
      field: Query.ownershipEdge,
      variables: ({ params }) => ({ id: params.id, edgeId: (params as { edgeId: string }).edgeId }),
      response: { status: 200, schema: OwnershipEdgeResponse, description: "The edge" },
    },
    {
      method: "get",
      path: "/applications/:id/ownership/chart",
      summary:
        "The ownership structure drawn as a self-contained SVG image (image/svg+xml): the applicant at the top, holders below what they hold, shares and control roles on the edges, UBOs and each node's screening state marked, a legend",
      tag,
      params: IdParams,
      query: OwnershipChartQuery,
      operation: () => `query($id: ID!, $maxNodes: Int) { ownershipChart(applicationId: $id, maxNodes: $maxNodes) }`,
      field: Query.ownershipChart,
      variables: ({ params, query }) => ({ id: params.id, maxNodes: query.maxNodes ?? null }),
      response: { status: 200, schema: OwnershipChartSvg, description: "The chart" },
      // The image is inert by construction; the policy keeps it so should a name ever slip through unescaped.
      inline: {
        mediaType: "image/svg+xml",
        headers: { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'", "X-Content-Type-Options": "nosniff" },
      },
    },
    {
      method: "post",
      path: "/applications/:id/ownership/chart-url",
      summary:
        "A short-lived URL that serves the chart (GET …/ownership/chart/signed) with no API key, for an <img>: signed by the calling key for this application, maxNodes and expiresInSeconds (default 300, at most 3600); it stops on expiry, on the key's revocation and on the application's erasure",
      tag,
      params: IdParams,
      body: OwnershipChartUrlBody,
      operation: (s) =>
        `mutation($id: ID!, $maxNodes: Int, $ttl: Int) { createOwnershipChartUrl(applicationId: $id, maxNodes: $maxNodes, expiresInSeconds: $ttl) ${s} }`,
      field: Mutation.createOwnershipChartUrl,
      variables: ({ params, body }) => {
        const b = body as { maxNodes?: number; expiresInSeconds?: number };
        return { id: params.id, maxNodes: b.maxNodes ?? null, ttl: b.expiresInSeconds ?? null };
      },
      response: { status: 200, schema: OwnershipChartUrlResponse, description: "The URL and when it stops working" },
      extraErrors: [409], // APPLICATION_ERASED: an erased application's chart is not signed
    },
    {
      method: "get",
      path: "/applications/:id/ownership/chart/signed",
      summary:
        "The chart (as GET …/ownership/chart) through a URL POST …/ownership/chart-url signed: no Authorization header, the query as signed. 403 when the URL was altered, has expired or its key was revoked; 409 APPLICATION_ERASED once the application is erased",
      tag,
      params: IdParams,
      query: SignedOwnershipChartQuery,
      operation: () => `query($id: ID!, $maxNodes: Int) { ownershipChart(applicationId: $id, maxNodes: $maxNodes) }`,
      field: Query.ownershipChart,
      variables: ({ params, query }) => ({ id: params.id, maxNodes: query.maxNodes ?? null }),
      response: { status: 200, schema: OwnershipChartSvg, description: "The chart" },
      signedUrl: "ownershipChart",
      extraErrors: [403, 409],
      inline: {
        mediaType: "image/svg+xml",
        // Embeddable by a page on another origin (an <img>), still inert as a document; kept by no shared cache.
        headers: {
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
          "X-Content-Type-Options": "nosniff",
          "Cross-Origin-Resource-Policy": "cross-origin",
          "Cache-Control": "private, max-age=0",
        },
      },
    },
    {
      method: "post",
      path: "/applications/:id/ownership/nodes",
      summary: "Add a node (person, company, trust, foundation, listed company or regulated entity) to the structure",
      tag,
      params: IdParams,
      body: CreateOwnershipNodeBody,
      operation: (s) => `mutation($id: ID!, $input: CreateOwnershipNodeInput!) { createOwnershipNode(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.createOwnershipNode,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 201, schema: OwnershipNodeResponse, description: "The node" },
      extraErrors: growErrors,
    },
    {
      method: "patch",
      path: "/applications/:id/ownership/nodes/:nodeId",
      summary: "Change a node",
      tag,
      params: OwnershipNodeParams,
      body: UpdateOwnershipNodeBody,
      operation: (s) =>
        `mutation($id: ID!, $nodeId: ID!, $input: UpdateOwnershipNodeInput!) { updateOwnershipNode(applicationId: $id, id: $nodeId, input: $input) ${s} }`,
      field: Mutation.updateOwnershipNode,
      variables: ({ params, body }) => ({ id: params.id, nodeId: (params as { nodeId: string }).nodeId, input: body }),
      response: { status: 200, schema: OwnershipNodeResponse, description: "The node" },
      extraErrors: [...extraErrors],
    },
    {
      method: "delete",
      path: "/applications/:id/ownership/nodes/:nodeId",
      summary: "Remove a node and every edge touching it",
      tag,
      params: OwnershipNodeParams,
      operation: () => `mutation($id: ID!, $nodeId: ID!) { deleteOwnershipNode(applicationId: $id, id: $nodeId) }`,
      field: Mutation.deleteOwnershipNode,
      variables: ({ params }) => ({ id: params.id, nodeId: (params as { nodeId: string }).nodeId }),
      response: { status: 204, schema: z.boolean(), description: "Removed" },
      emptyBody: true,
      extraErrors: [...extraErrors],
    },
    {
      method: "post",
      path: "/applications/:id/ownership/edges",
      summary: "Add an edge: shares or votes held (a percent or a range) or control without ownership, with its source document",
      tag,
      params: IdParams,
      body: CreateOwnershipEdgeBody,
      operation: (s) => `mutation($id: ID!, $input: CreateOwnershipEdgeInput!) { createOwnershipEdge(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.createOwnershipEdge,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 201, schema: OwnershipEdgeResponse, description: "The edge" },
      extraErrors: growErrors,
    },
    {
      method: "patch",
      path: "/applications/:id/ownership/edges/:edgeId",
      summary: "Change an edge's share, role or source document",
      tag,
      params: OwnershipEdgeParams,
      body: UpdateOwnershipEdgeBody,
      operation: (s) =>
        `mutation($id: ID!, $edgeId: ID!, $input: UpdateOwnershipEdgeInput!) { updateOwnershipEdge(applicationId: $id, id: $edgeId, input: $input) ${s} }`,
      field: Mutation.updateOwnershipEdge,
      variables: ({ params, body }) => ({ id: params.id, edgeId: (params as { edgeId: string }).edgeId, input: body }),
      response: { status: 200, schema: OwnershipEdgeResponse, description: "The edge" },
      extraErrors: [...extraErrors],
    },
    {
      method: "delete",
      path: "/applications/:id/ownership/edges/:edgeId",
      summary: "Remove an edge",
      tag,
      params: OwnershipEdgeParams,
      operation: () => `mutation($id: ID!, $edgeId: ID!) { deleteOwnershipEdge(applicationId: $id, id: $edgeId) }`,
      field: Mutation.deleteOwnershipEdge,
      variables: ({ params }) => ({ id: params.id, edgeId: (params as { edgeId: string }).edgeId }),
      response: { status: 204, schema: z.boolean(), description: "Removed" },
      emptyBody: true,
      extraErrors: [...extraErrors],
    },
    {
      method: "get",
      path: "/settings/ubo-thresholds",
      summary: "The account's UBO thresholds: the effective share at which an individual is a beneficial owner, and the lower one for HIGH risk",
      tag: "Settings",
      operation: (s) => `query { uboThresholds ${s} }`,
      field: Query.uboThresholds,
      variables: () => ({}),
      response: { status: 200, schema: UboThresholdsResponse, description: "The thresholds" },
    },
    {
      method: "put",
      path: "/settings/ubo-thresholds",
      summary: "Replace the account's UBO thresholds; every structure's UBOs follow on the next read",
      tag: "Settings",
      body: UboThresholdsBody,
      operation: (s) => `mutation($input: UboThresholdsInput!) { updateUboThresholds(input: $input) ${s} }`,
      field: Mutation.updateUboThresholds,
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: UboThresholdsResponse, description: "The thresholds after the change" },
    },
  ];
}
