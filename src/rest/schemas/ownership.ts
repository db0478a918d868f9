// Ownership structure routes (docs/ownership.md; contract "REST routes beyond the spec").
import { z } from "zod";
import { Id } from "./common";
import { responseOf } from "./fromGraphQL";

export {
  CreateOwnershipNodeInput as CreateOwnershipNodeBody,
  UpdateOwnershipNodeInput as UpdateOwnershipNodeBody,
  CreateOwnershipEdgeInput as CreateOwnershipEdgeBody,
  UpdateOwnershipEdgeInput as UpdateOwnershipEdgeBody,
  UboThresholdsInput as UboThresholdsBody,
} from "../../domain/ownership/inputs";

// Responses are the GraphQL types' fields (fromGraphQL.ts), descriptions included.
const PercentRange = responseOf("PercentRange", { id: "PercentRange" });
export const OwnershipNodeResponse = responseOf("OwnershipNode", { id: "OwnershipNode" });
export const OwnershipEdgeResponse = responseOf("OwnershipEdge", { id: "OwnershipEdge" });
const OwnershipPath = responseOf("OwnershipPath", { id: "OwnershipPath", fields: { percent: PercentRange } });
const EffectiveOwnership = responseOf("EffectiveOwnership", {
  id: "EffectiveOwnership",
  fields: { ownership: PercentRange, voting: PercentRange, paths: z.array(OwnershipPath) },
});
const BeneficialOwner = responseOf("BeneficialOwner", { id: "BeneficialOwner", fields: { ownership: PercentRange, voting: PercentRange } });
const CrsControllingPerson = responseOf("CrsControllingPerson", { id: "CrsControllingPerson" });
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
  },
});

export const OwnershipNodeParams = z.object({ id: Id, nodeId: Id }).strict();
export const OwnershipEdgeParams = z.object({ id: Id, edgeId: Id }).strict();
export const UboThresholdsResponse = responseOf("UboThresholds", { id: "UboThresholds" });
