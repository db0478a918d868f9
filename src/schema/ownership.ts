// Ownership structures in GraphQL (docs/ownership.md): the root fields that read an application's
// structure and the mutations that edit it, the account's UBO thresholds and the chart's signed URL. The
// structure's types (nodes, edges and the arithmetic read off them) are ownershipGraph.ts'.
import type { GraphQLContext } from "./context";
import { builder } from "./builder";
import { withSettingRecorded } from "../domain/decisions/settings";
import { defined } from "./inputHelpers";
import { inputOf } from "./zodInputs";
import * as inputs from "../domain/ownership/inputs";
import {
  createOwnershipEdge,
  createOwnershipNode,
  deleteOwnershipEdge,
  deleteOwnershipNode,
  updateOwnershipEdge,
  updateOwnershipNode,
} from "../domain/ownership/service";
import { replaceOwnershipStructure } from "../domain/ownership/replace";
import { readOwnershipOf, readOwnershipEdgeOf, readOwnershipNodeOf } from "../domain/ownership/view";
import { getUboThresholds, updateUboThresholds, type UboThresholds } from "../domain/ownership/thresholds";
import { ownershipChartSvg } from "../domain/ownership/chartView";
import { CHART_URL_TTL_SECONDS, mintChartUrl } from "../domain/ownership/chartUrl";
import { inView, MAX_NODES_ARG, maxNodesOf, OwnershipEdgeRef, OwnershipNodeRef, OwnershipRef } from "./ownershipGraph";

const CreateNodeInput = inputOf("CreateOwnershipNodeInput", inputs.CreateOwnershipNodeInput, "A new node of an ownership structure", {
  ids: ["individualId", "businessId"],
});
const UpdateNodeInput = inputOf("UpdateOwnershipNodeInput", inputs.UpdateOwnershipNodeInput, "Changes to a node", { ids: ["individualId", "businessId"] });
const CreateEdgeInput = inputOf("CreateOwnershipEdgeInput", inputs.CreateOwnershipEdgeInput, "A new edge: a holding or control", {
  ids: ["ownerNodeId", "ownedNodeId", "sourceDocumentId"],
});
const UpdateEdgeInput = inputOf("UpdateOwnershipEdgeInput", inputs.UpdateOwnershipEdgeInput, "Changes to an edge", { ids: ["sourceDocumentId"] });
inputOf("OwnershipStructureNodeInput", inputs.StructureNodeInput, "A node of a whole structure; edges name it by its key", {
  ids: ["individualId", "businessId"],
});
inputOf("OwnershipStructureEdgeInput", inputs.StructureEdgeInput, "An edge of a whole structure, its ends named by their nodes' keys", {
  ids: ["sourceDocumentId"],
});
const ReplaceInput = inputOf("ReplaceOwnershipInput", inputs.ReplaceOwnershipInput, "A whole ownership structure: every node and every edge");

/** A node or edge returned by a mutation travels with the structure read after the change. */
async function withView<T extends { applicationId: string }>(ctx: Pick<GraphQLContext, "db" | "sql" | "actor">, row: T) {
  return inView(await readOwnershipOf(ctx.db, ctx.sql, ctx.actor, row.applicationId), row);
}

const UboThresholdsRef = builder.objectRef<UboThresholds>("UboThresholds").implement({
  description: "The account's thresholds for beneficial ownership",
  fields: (t) => ({
    thresholdPercent: t.exposeFloat("thresholdPercent", { description: "Effective ownership or votes (percent) at which an individual is a beneficial owner" }),
    highRiskThresholdPercent: t.exposeFloat("highRiskThresholdPercent", { description: "The threshold for HIGH and PROHIBITED risk applications" }),
  }),
});
const ThresholdsInput = inputOf("UboThresholdsInput", inputs.UboThresholdsInput, "The account's UBO thresholds, whole");

builder.queryFields((t) => ({
  uboThresholds: t.field({
    description: "The account's UBO thresholds (docs/ownership.md)",
    type: UboThresholdsRef,
    resolve: (_r, _a, ctx) => getUboThresholds(ctx.db, ctx.actor),
  }),
  ownership: t.field({
    description: "An application's ownership structure (what Application.ownership answers)",
    type: OwnershipRef,
    args: { applicationId: t.arg.id({ required: true, description: "The application" }) },
    resolve: (_r, a, ctx) => readOwnershipOf(ctx.db, ctx.sql, ctx.actor, String(a.applicationId)),
  }),
  ownershipNode: t.field({
    description: "One node of an application's ownership structure",
    type: OwnershipNodeRef,
    args: { applicationId: t.arg.id({ required: true, description: "The application" }), id: t.arg.id({ required: true, description: "The node" }) },
    resolve: async (_r, a, ctx) => {
      const { view, node } = await readOwnershipNodeOf(ctx.db, ctx.sql, ctx.actor, String(a.applicationId), String(a.id));
      return inView(view, node);
    },
  }),
  ownershipEdge: t.field({
    description: "One edge of an application's ownership structure",
    type: OwnershipEdgeRef,
    args: { applicationId: t.arg.id({ required: true, description: "The application" }), id: t.arg.id({ required: true, description: "The edge" }) },
    resolve: async (_r, a, ctx) => {
      const { view, edge } = await readOwnershipEdgeOf(ctx.db, ctx.sql, ctx.actor, String(a.applicationId), String(a.id));
      return inView(view, edge);
    },
  }),
  ownershipChart: t.string({
    description: "An application's ownership structure drawn as a self-contained SVG document (what Ownership.chartSvg answers)",
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      maxNodes: t.arg.int({ description: MAX_NODES_ARG }),
    },
    resolve: async (_r, a, ctx) => {
      const maxNodes = maxNodesOf(a.maxNodes);
      return ownershipChartSvg(ctx.db, await readOwnershipOf(ctx.db, ctx.sql, ctx.actor, String(a.applicationId)), { maxNodes });
    },
  }),
}));

builder.mutationFields((t) => ({
  updateUboThresholds: t.field({
    permission: "admin",
    description: "Replaces the account's UBO thresholds; every structure's UBOs follow on the next read",
    type: UboThresholdsRef,
    args: { input: t.arg({ type: ThresholdsInput, required: true, description: "Both thresholds" }) },
    resolve: (_r, a, ctx) =>
      withSettingRecorded(
        ctx.db,
        ctx.actor,
        "uboThresholds",
        (db) => getUboThresholds(db as typeof ctx.db, ctx.actor),
        (db) => updateUboThresholds(db, ctx.actor, defined(a.input)),
      ),
  }),
  replaceOwnership: t.field({
    description:
      "Replaces an application's whole ownership structure in one transaction: nodes matched by key (kept ones keep their id and screening), edges replaced; one screening batch, one risk re-assessment",
    type: OwnershipRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      input: t.arg({ type: ReplaceInput, required: true, description: "The whole structure" }),
    },
    resolve: async (_r, a, ctx) => {
      await replaceOwnershipStructure(ctx.db, ctx.actor, String(a.applicationId), defined(a.input));
      return readOwnershipOf(ctx.db, ctx.sql, ctx.actor, String(a.applicationId));
    },
  }),
  createOwnershipNode: t.field({
    description: "Adds a node to an application's ownership structure",
    type: OwnershipNodeRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      input: t.arg({ type: CreateNodeInput, required: true, description: "The node" }),
    },
    resolve: async (_r, a, ctx) => {
      const node = await createOwnershipNode(ctx.db, ctx.actor, String(a.applicationId), defined(a.input));
      return withView(ctx, node);
    },
  }),
  updateOwnershipNode: t.field({
    description: "Changes a node of an ownership structure",
    type: OwnershipNodeRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      id: t.arg.id({ required: true, description: "The node" }),
      input: t.arg({ type: UpdateNodeInput, required: true, description: "What changes" }),
    },
    resolve: async (_r, a, ctx) => {
      const node = await updateOwnershipNode(ctx.db, ctx.actor, String(a.applicationId), String(a.id), defined(a.input));
      return withView(ctx, node);
    },
  }),
  deleteOwnershipNode: t.boolean({
    description: "Removes a node and every edge touching it; true when done",
    args: { applicationId: t.arg.id({ required: true, description: "The application" }), id: t.arg.id({ required: true, description: "The node" }) },
    resolve: async (_r, a, ctx) => (await deleteOwnershipNode(ctx.db, ctx.actor, String(a.applicationId), String(a.id)), true),
  }),
  createOwnershipEdge: t.field({
    description: "Adds an edge (a holding or control) to an application's ownership structure",
    type: OwnershipEdgeRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      input: t.arg({ type: CreateEdgeInput, required: true, description: "The edge" }),
    },
    resolve: async (_r, a, ctx) => {
      const edge = await createOwnershipEdge(ctx.db, ctx.actor, String(a.applicationId), defined(a.input));
      return withView(ctx, edge);
    },
  }),
  updateOwnershipEdge: t.field({
    description: "Changes an edge's share, role or source document",
    type: OwnershipEdgeRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      id: t.arg.id({ required: true, description: "The edge" }),
      input: t.arg({ type: UpdateEdgeInput, required: true, description: "What changes" }),
    },
    resolve: async (_r, a, ctx) => {
      const edge = await updateOwnershipEdge(ctx.db, ctx.actor, String(a.applicationId), String(a.id), defined(a.input));
      return withView(ctx, edge);
    },
  }),
  deleteOwnershipEdge: t.boolean({
    description: "Removes an edge; true when done",
    args: { applicationId: t.arg.id({ required: true, description: "The application" }), id: t.arg.id({ required: true, description: "The edge" }) },
    resolve: async (_r, a, ctx) => (await deleteOwnershipEdge(ctx.db, ctx.actor, String(a.applicationId), String(a.id)), true),
  }),
}));

const ChartUrlRef = builder.objectRef<{ url: string; expiresAt: Date }>("OwnershipChartUrl").implement({
  description: "A short-lived URL that serves an application's ownership chart without an API key, for an <img>",
  fields: (t) => ({
    url: t.exposeString("url", {
      description:
        "GET it with no Authorization header until expiresAt: the chart (image/svg+xml) as GET …/ownership/chart answers it; 403 once expired, altered or its key revoked, 409 once the application is erased",
    }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When the URL stops working" }),
  }),
});

builder.mutationFields((t) => ({
  createOwnershipChartUrl: t.field({
    // It signs a read the key may make itself, and changes nothing: a viewer may hand its chart to a page.
    permission: "read",
    description: `Signs a URL that serves the application's ownership chart without an API key (for an <img>), for expiresInSeconds (default ${CHART_URL_TTL_SECONDS.default}, at most ${CHART_URL_TTL_SECONDS.max}); it reads only this application's chart, as the calling key may, while that key is valid`,
    type: ChartUrlRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      maxNodes: t.arg.int({ description: MAX_NODES_ARG }),
      expiresInSeconds: t.arg.int({
        description: `How long the URL serves the chart (1 to ${CHART_URL_TTL_SECONDS.max}; default ${CHART_URL_TTL_SECONDS.default})`,
      }),
    },
    resolve: (_r, a, ctx) =>
      mintChartUrl(ctx.db, ctx.actor, String(a.applicationId), { maxNodes: maxNodesOf(a.maxNodes) ?? null, expiresInSeconds: a.expiresInSeconds }),
  }),
}));
