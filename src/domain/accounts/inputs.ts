// Request shapes of the account's settings.
import { z } from "zod";
import { distinct } from "../../kernel/validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import { SCREENING_TYPES } from "../../screening";
import { ROLES } from "../auth/permissions";

const RISK_LEVELS = enumValues(dbEnums.RiskLevel);

/**
 * An application's screening states (src/domain/screening/state.ts reads which one it is in, and
 * re-exports this list): declared here, under the approval gate that allows them, so an account's
 * settings need nothing of the screening area above it.
 */
export const SCREENING_STATES = ["NO_LISTS", "STALE", "CURRENT"] as const;

/** PUT /api/v1/settings/four-eyes and updateFourEyesPolicy: the account's four-eyes policy, whole. */
export const FourEyesPolicyInput = z
  .object({
    riskLevels: distinct(z.array(z.enum(RISK_LEVELS)), "duplicate risk level").meta({
      description: "Risk levels whose approval needs a second approver (e.g. HIGH and PROHIBITED); a level listed covers every level above it too; empty: none",
    }),
    hitTypes: distinct(z.array(z.enum(SCREENING_TYPES)), "duplicate hit type").meta({
      description: "Hit types whose clearing (DISMISSED or FALSE_POSITIVE) needs a second approver (e.g. SANCTIONS); empty: none",
    }),
  })
  .strict();

/** PUT /api/v1/settings/approval-gates and updateApprovalGates: what must hold before an application is approved, whole. */
export const ApprovalGatesInput = z
  .object({
    requiredDocuments: z.boolean().meta({
      description: "No approval while a document type the application's onboarding workflow requires has no document",
    }),
    reviewedHitTypes: distinct(z.array(z.enum(SCREENING_TYPES)), "duplicate hit type").meta({
      description: "No approval while a hit of these types is open (NOT_REVIEWED or IN_REVIEW), e.g. SANCTIONS and PEP; empty: none",
    }),
    screeningStates: distinct(z.array(z.enum(SCREENING_STATES)), "duplicate screening state")
      .optional()
      .meta({
        description:
          "The screening states an application may be approved in: CURRENT always; add STALE or NO_LISTS to relax the gate (recorded with who and when). Left out: unchanged",
      }),
  })
  .strict();

/** PATCH /api/v1/users/{id} and updateUserRole: the role a user acts with. */
export const UpdateUserRoleInput = z
  .object({
    role: z.enum(ROLES).nullable().meta({
      description:
        "The user's role (viewer, analyst, approver, admin; each has every permission of the ones before it); null: unrestricted, as the spec's keys",
    }),
  })
  .strict();
