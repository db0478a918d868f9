// A key person's screening settings (spec 4.2 PATCH individuals|businesses) as the engine applies
// them: what is stored, with the engine's defaults filled in, so readers see what screening does.
import { SCREENING_TYPES, type ScreeningType } from "./inputs";
import { DEFAULT_MATCH_THRESHOLD } from "../../screening";

export interface ScreeningSettings {
  /** Re-screened after every watchlist import against what it changed. */
  ongoingMonitoring: boolean;
  /** What the person is screened for. */
  types: ScreeningType[];
  /** Confidence a list match needs to be reported as a match (0 to 1). */
  matchThreshold: number;
  /** Never screened. */
  excludedFromScreening: boolean;
}

export function effectiveScreeningSettings(stored: unknown): ScreeningSettings {
  const s = (stored ?? {}) as Partial<ScreeningSettings>;
  return {
    ongoingMonitoring: s.ongoingMonitoring ?? false,
    types: s.types ?? [...SCREENING_TYPES],
    matchThreshold: s.matchThreshold ?? DEFAULT_MATCH_THRESHOLD,
    excludedFromScreening: s.excludedFromScreening ?? false,
  };
}

/**
 * Whether monitoring re-screens a person and re-opens their hits when a list changes: their own
 * `ongoingMonitoring`, or, when they never set it, their application being APPROVED (an onboarded
 * customer is who AML rules say to keep monitoring) unless the account opted out.
 */
export function isMonitored(stored: unknown, application: { status: string; account: { monitorApprovedPersons: boolean } }): boolean {
  const own = ((stored ?? {}) as Partial<ScreeningSettings>).ongoingMonitoring;
  if (own !== undefined) return own;
  return application.status === "APPROVED" && application.account.monitorApprovedPersons;
}

/** The Prisma filter that finds every person isMonitored may accept (it still decides). */
export const MAYBE_MONITORED = {
  OR: [
    { screeningInfo: { path: ["ongoingMonitoring"], equals: true } },
    { application: { status: "APPROVED" as const, account: { monitorApprovedPersons: true } } },
  ],
};
