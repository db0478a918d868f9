// Inputs of ownership structures (docs/ownership.md), shared by GraphQL and REST.
import { z } from "zod";
import { countryCode, nonBlank } from "../../kernel/validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import { DEFAULT_OWNERSHIP_LIMITS, OWNERSHIP_HARD_LIMITS } from "../../config";

export const OWNERSHIP_NODE_KINDS = enumValues(dbEnums.OwnershipNodeKind);
export const OWNERSHIP_EDGE_KINDS = enumValues(dbEnums.OwnershipEdgeKind);
export const OWNERSHIP_CONTROL_ROLES = enumValues(dbEnums.OwnershipControlRole);

const d = (description: string) => ({ description });
const percent = z.number().min(0).max(100);
// A holding of 0 % holds nothing: refused rather than stored as an edge that reads as a holder.
const share = z.number().gt(0).max(100);
const L = DEFAULT_OWNERSHIP_LIMITS;

const nodeFields = {
  key: nonBlank()
    .max(400)
    .optional()
    .meta(
      d(
        "What documents' subject.entityKey names it by (unique in the application); default: individual|name or business|name in lower case, as documents key their subject",
      ),
    ),
  kind: z.enum(OWNERSHIP_NODE_KINDS).meta(d("What it is; LISTED_COMPANY and REGULATED_ENTITY end the chain (their holders are not looked through)")),
  name: nonBlank()
    .max(OWNERSHIP_HARD_LIMITS.maxNameLength)
    .meta(d(`Its name: a person's full name, an entity's legal name; at most OWNERSHIP_MAX_NAME_LENGTH characters (default ${L.maxNameLength}), 400 past it`)),
  country: countryCode.optional().meta(d("Residence or registration (ISO 3166-1 alpha-2)")),
  applicant: z.boolean().optional().meta(d("The node the structure is about (one per application)")),
  individualId: z.string().optional().meta(d("The application's individual key person it is, if any")),
  businessId: z.string().optional().meta(d("The application's business key person it is, if any")),
};

export const CreateOwnershipNodeInput = z.object(nodeFields).strict();
export const UpdateOwnershipNodeInput = z
  .object({
    key: nodeFields.key,
    kind: nodeFields.kind.optional(),
    name: nodeFields.name.optional(),
    country: countryCode.nullable().optional().meta(d("Residence or registration (ISO 3166-1 alpha-2); null clears it")),
    individualId: z.string().nullable().optional().meta(d("The individual key person it is; null unties it")),
    businessId: z.string().nullable().optional().meta(d("The business key person it is; null unties it")),
  })
  .strict();

const edgeFields = {
  ownerNodeId: z.string().min(1).meta(d("The holder: who owns, votes or controls")),
  ownedNodeId: z.string().min(1).meta(d("What it holds or controls")),
  kind: z.enum(OWNERSHIP_EDGE_KINDS).meta(d("OWNERSHIP (shares), VOTING (voting rights apart from shares) or CONTROL (without ownership: its role says how)")),
  percent: share.optional().meta(d("The share held, above 0 and at most 100 (OWNERSHIP and VOTING); 0 is refused with 400")),
  percentLow: percent.optional().meta(d("A range's low end, 0 to 100, with percentHigh (a register saying 25-50 %)")),
  percentHigh: share.optional().meta(d("A range's high end, above 0 and at most 100, with percentLow")),
  role: z
    .enum(OWNERSHIP_CONTROL_ROLES)
    .optional()
    .meta(
      d(
        "CONTROL only: how the holder controls (director, senior managing official, power of attorney, nominee, a trust's settlor, trustee, protector or beneficiary)",
      ),
    ),
  sourceDocumentId: z.string().optional().meta(d("The application's document that evidences it (a register of shareholders, an ownership chart)")),
};

export const CreateOwnershipEdgeInput = z.object(edgeFields).strict();
export const UpdateOwnershipEdgeInput = z
  .object({
    percent: edgeFields.percent,
    percentLow: edgeFields.percentLow,
    percentHigh: edgeFields.percentHigh,
    role: edgeFields.role,
    sourceDocumentId: z.string().nullable().optional().meta(d("The document that evidences it; null clears it")),
  })
  .strict();

/** A node of a whole structure: the fields of a new node; edges name it by its key. */
export const StructureNodeInput = z.object(nodeFields).strict();
/** An edge of a whole structure: its ends named by their nodes' keys, the rest as a new edge's. */
export const StructureEdgeInput = z
  .object({
    ownerKey: nonBlank().max(400).meta(d("The holder's key (the node's key, or its default individual|name or business|name)")),
    ownedKey: nonBlank().max(400).meta(d("The key of what it holds or controls")),
    kind: edgeFields.kind,
    percent: edgeFields.percent,
    percentLow: edgeFields.percentLow,
    percentHigh: edgeFields.percentHigh,
    role: edgeFields.role,
    sourceDocumentId: edgeFields.sourceDocumentId,
  })
  .strict();
export const ReplaceOwnershipInput = z
  .object({
    nodes: z
      .array(StructureNodeInput)
      .max(OWNERSHIP_HARD_LIMITS.maxNodes)
      .meta(
        d(
          `Every node of the structure, each with a key unique in it (given, or the default from kind and name); at most OWNERSHIP_MAX_NODES (default ${L.maxNodes}), 413 past it. A node whose key the stored structure has keeps its id and screening; the stored nodes not listed are removed`,
        ),
      ),
    edges: z
      .array(StructureEdgeInput)
      .max(OWNERSHIP_HARD_LIMITS.maxEdges)
      .meta(
        d(
          `Every edge of the structure, its ends named by key; at most OWNERSHIP_MAX_EDGES (default ${L.maxEdges}), 413 past it; one edge per holder, held and kind (409 otherwise); the longest chain at most OWNERSHIP_MAX_DEPTH (default ${L.maxDepth}) holdings deep, 400 past it`,
        ),
      ),
  })
  .strict();
export type ReplaceOwnership = z.output<typeof ReplaceOwnershipInput>;

export type CreateOwnershipEdge = z.output<typeof CreateOwnershipEdgeInput>;
export type UpdateOwnershipEdge = z.output<typeof UpdateOwnershipEdgeInput>;

export const UboThresholdsInput = z
  .object({
    thresholdPercent: z.number().gt(0).max(100).meta(d("Effective ownership or votes (percent) at which an individual is a beneficial owner; 25 by default")),
    highRiskThresholdPercent: z
      .number()
      .gt(0)
      .max(100)
      .meta(d("The threshold for HIGH and PROHIBITED risk applications, at most thresholdPercent; 10 by default")),
  })
  .strict()
  .refine((t) => t.highRiskThresholdPercent <= t.thresholdPercent, { message: "must not exceed thresholdPercent", path: ["highRiskThresholdPercent"] });
