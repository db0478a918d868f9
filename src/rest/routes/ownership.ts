// Ownership structure routes (docs/ownership.md): read the structure with its arithmetic, edit its
// nodes and edges. Each runs the GraphQL operation of the same name.
import { z } from "zod";
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
  OwnershipNodeResponse,
  OwnershipResponse,
  UpdateOwnershipEdgeBody,
  UpdateOwnershipNodeBody,
  UboThresholdsBody,
  UboThresholdsResponse,
} from "../schemas/ownership";

const tag = "Ownership";
// APPLICATION_ERASED, and CONFLICT for a node key or applicant node taken already.
const extraErrors = [409] as const;

export function ownershipRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/applications/:id/ownership",
      summary: "The ownership structure: nodes, edges, effective ownership with paths, UBOs, CRS controlling persons and data problems",
      tag,
      params: IdParams,
      operation: (s) => `query($id: ID!) { ownership(applicationId: $id) ${s} }`,
      field: "ownership",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: OwnershipResponse, description: "The structure and its arithmetic" },
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
      field: "ownershipChart",
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
      path: "/applications/:id/ownership/nodes",
      summary: "Add a node (person, company, trust, foundation, listed company or regulated entity) to the structure",
      tag,
      params: IdParams,
      body: CreateOwnershipNodeBody,
      operation: (s) => `mutation($id: ID!, $input: CreateOwnershipNodeInput!) { createOwnershipNode(applicationId: $id, input: $input) ${s} }`,
      field: "createOwnershipNode",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 201, schema: OwnershipNodeResponse, description: "The node" },
      extraErrors: [...extraErrors],
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
      field: "updateOwnershipNode",
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
      field: "deleteOwnershipNode",
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
      field: "createOwnershipEdge",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 201, schema: OwnershipEdgeResponse, description: "The edge" },
      extraErrors: [...extraErrors],
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
      field: "updateOwnershipEdge",
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
      field: "deleteOwnershipEdge",
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
      field: "uboThresholds",
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
      field: "updateUboThresholds",
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: UboThresholdsResponse, description: "The thresholds after the change" },
    },
  ];
}
