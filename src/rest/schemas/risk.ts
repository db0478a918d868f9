// Request and response schemas of the risk routes (docs/risk-model.md).
import { z } from "zod";
import { responseOf } from "./fromGraphQL";

export { UpdateRiskModelInput as RiskModelBody, RiskOverrideInput as RiskOverrideBody } from "../../domain/risk/inputs";

const RiskFactorContribution = responseOf("RiskFactorContribution", { id: "RiskFactorContribution" });
const RiskOverrideResponse = responseOf("RiskOverride", { id: "RiskOverride" });
export const RiskAssessmentResponse = responseOf("RiskAssessment", {
  id: "RiskAssessment",
  fields: {
    factors: z.array(RiskFactorContribution),
    override: RiskOverrideResponse.nullable(),
    voidedOverride: RiskOverrideResponse.nullable(),
    overridePending: responseOf("RiskOverridePending", { id: "RiskOverridePending" }).nullable(),
  },
});
export const RiskModelResponse = responseOf("RiskModel", {
  id: "RiskModel",
  fields: {
    // Free JSON to the selection (no sub-selection of a JSON scalar); its shape is the PUT body's definition.
    definition: z
      .record(z.string(), z.unknown())
      .meta({ description: "Its weights and thresholds: the shape of the PUT body's definition (RiskModelDefinition)" }),
    countryLists: responseOf("RiskCountryLists", { id: "RiskCountryLists" }),
  },
});
export const RiskModelVersionsResponse = z.array(RiskModelResponse);
export const WithdrawRiskOverrideQuery = z.object({ reason: z.string().min(1).max(2000).meta({ description: "Why the override is withdrawn (audited)" }) });
