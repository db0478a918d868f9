// Ownership structure routes (docs/ownership.md; contract "REST routes beyond the spec").
import { z } from "zod";
import { Id } from "./common";
import { responseOf } from "./fromGraphQL";
import { HitResponse } from "./screening";

export {
  CreateOwnershipNodeInput as CreateOwnershipNodeBody,
  UpdateOwnershipNodeInput as UpdateOwnershipNodeBody,
  CreateOwnershipEdgeInput as CreateOwnershipEdgeBody,
  UpdateOwnershipEdgeInput as UpdateOwnershipEdgeBody,
  UboThresholdsInput as UboThresholdsBody,
  ReplaceOwnershipInput as ReplaceOwnershipBody,
} from "../../domain/ownership/inputs";

// Responses are the GraphQL types' fields (fromGraphQL.ts), descriptions included.
const PercentRange = responseOf("PercentRange", { id: "PercentRange" });
const OwnershipNodeScreening = responseOf("OwnershipNodeScreening", { id: "OwnershipNodeScreening", fields: { hits: z.array(HitResponse) } });
export const OwnershipNodeResponse = responseOf("OwnershipNode", { id: "OwnershipNode", fields: { screening: OwnershipNodeScreening } });
export const OwnershipEdgeResponse = responseOf("OwnershipEdge", { id: "OwnershipEdge" });
const OwnershipPath = responseOf("OwnershipPath", { id: "OwnershipPath", fields: { percent: PercentRange } });
const EffectiveOwnership = responseOf("EffectiveOwnership", {
  id: "EffectiveOwnership",
  fields: { ownership: PercentRange, voting: PercentRange, paths: z.array(OwnershipPath) },
});
const BeneficialOwner = responseOf("BeneficialOwner", { id: "BeneficialOwner", fields: { ownership: PercentRange, voting: PercentRange } });
const CrsControllingPerson = responseOf("CrsControllingPerson", { id: "CrsControllingPerson" });
const SanctionedOwner = responseOf("SanctionedOwner", {
  id: "SanctionedOwner",
  fields: { ownership: PercentRange, paths: z.array(OwnershipPath) },
});
const SanctionedOwnership = responseOf("SanctionedOwnership", { id: "SanctionedOwnership", fields: { owners: z.array(SanctionedOwner) } });
const OwnershipProblem = responseOf("OwnershipProblem", { id: "OwnershipProblem", fields: { percent: PercentRange } });
export const OwnershipResponse = responseOf("Ownership", {
  id: "Ownership",
  fields: {
    nodes: z.array(OwnershipNodeResponse),
    edges: z.array(OwnershipEdgeResponse),
    effective: z.array(EffectiveOwnership),
    ubos: z.array(BeneficialOwner),
    controllingPersons: z.array(CrsControllingPerson),
    problems: z.array(OwnershipProblem),
    sanctionedOwnership: SanctionedOwnership,
  },
});

export const OwnershipNodeParams = z.object({ id: Id, nodeId: Id }).strict();
export const OwnershipEdgeParams = z.object({ id: Id, edgeId: Id }).strict();
export const UboThresholdsResponse = responseOf("UboThresholds", { id: "UboThresholds" });
export const OwnershipChartQuery = z
  .object({
    maxNodes: z.number().int().min(2).max(200).optional().meta({ description: "Nodes drawn before the rest are grouped per layer (default 40)" }),
  })
  .strict();
export const OwnershipChartUrlBody = z
  .object({
    maxNodes: z.number().int().min(2).max(200).optional().meta({ description: "Nodes drawn before the rest are grouped per layer (default 40)" }),
    expiresInSeconds: z.number().int().min(1).max(3600).optional().meta({ description: "How long the URL serves the chart (default 300)" }),
  })
  .strict();
export const OwnershipChartUrlResponse = responseOf("OwnershipChartUrl", { id: "OwnershipChartUrl" });
/** The signed chart's query, as POST …/ownership/chart-url wrote it into the URL. */
export const SignedOwnershipChartQuery = z
  .object({
    maxNodes: z.number().int().min(2).max(200).optional().meta({ description: "As signed: the maxNodes the URL was made for" }),
    expires: z.number().int().min(0).meta({ description: "When the URL stops working, in seconds since 1970 (signed)" }),
    key: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .meta({ description: "The id of the API key that signed the URL (not the key itself): the URL works while that key does" }),
    signature: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .meta({ description: "HMAC-SHA256 of the application, its account, the key, maxNodes and expires" }),
  })
  .strict();
export const OwnershipChartSvg = z.string().meta({
  description:
    "A self-contained SVG document: no script, no foreign object, no external reference, every name escaped. The applicant at the top, " +
    "each holder below what it holds, shares on the edges (a range as 25–50 %), control edges labelled with their role, UBOs badged, " +
    "each node's screening state as a coloured band with its label, a legend; past maxNodes the smaller holders are grouped per layer and a banner says so.",
});
