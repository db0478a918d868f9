// Request shapes of the risk model and of overrides (docs/risk-model.md).
import { z } from "zod";
import { nonBlank } from "../../kernel/validation";
import { RISK_LEVELS } from "../applications/inputs";
import { RiskModelDefinition } from "./model";

/** PUT /api/v1/settings/risk-model and updateRiskModel: a new version of the account's model, whole, and why. */
export const UpdateRiskModelInput = z
  .object({
    definition: RiskModelDefinition.meta({ description: "The model's weights and thresholds, whole (docs/risk-model.md)" }),
    reason: nonBlank().max(2000).meta({ description: "Why the model changes (kept with the version)" }),
  })
  .strict();

/** POST /api/v1/applications/{id}/risk-override and overrideRiskLevel: a level set by hand over the assessment. */
export const RiskOverrideInput = z
  .object({
    level: z.enum(RISK_LEVELS).meta({ description: "The level in force instead of the assessed one" }),
    reason: nonBlank().max(2000).meta({ description: "Why the assessed level is overridden (audited)" }),
  })
  .strict();

/** DELETE /api/v1/applications/{id}/risk-override and withdrawRiskOverride: the assessed level back in force. */
export const WithdrawRiskOverrideInput = z.object({ reason: nonBlank().max(2000).meta({ description: "Why the override is withdrawn (audited)" }) }).strict();
