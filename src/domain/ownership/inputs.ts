// Inputs of ownership structures (docs/ownership.md), shared by GraphQL and REST.
import { z } from "zod";
import { countryCode, nonBlank } from "../kernel/validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../kernel/enums";

export const OWNERSHIP_NODE_KINDS = enumValues(dbEnums.OwnershipNodeKind);
export const OWNERSHIP_EDGE_KINDS = enumValues(dbEnums.OwnershipEdgeKind);
export const OWNERSHIP_CONTROL_ROLES = enumValues(dbEnums.OwnershipControlRole);

const d = (description: string) => ({ description });
const percent = z.number().min(0).max(100);

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
  name: nonBlank().max(300).meta(d("Its name: a person's full name, an entity's legal name")),
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
  percent: percent.optional().meta(d("The share held, 0 to 100 (OWNERSHIP and VOTING)")),
  percentLow: percent.optional().meta(d("A range's low end, 0 to 100, with percentHigh (a register saying 25-50 %)")),
  percentHigh: percent.optional().meta(d("A range's high end, 0 to 100, with percentLow")),
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
