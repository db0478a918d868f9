// The severity tier an engine hit starts with, read off its watchlist entry (spec 2.1 severity and
// tierRationale, 2.2 tiers): a sanctions entry takes the account's highest SANCTIONS tier; a PEP entry
// its class where the entry states one (an explicit class, or the level of its FtM gov.* topic: the
// matcher reads it, matching/pepClass.ts); anything else the account's default tier of the type. A
// reviewer's tier (group verdict) replaces it.
import type { MatchResult, ScreeningType } from "./inputs";
import type { SeverityTaxonomy } from "./taxonomy";
import type { PepClass } from "../../screening";

/** The account's default tier of a type: the middle of its tiers, rounded towards the more severe (Medium; Class 2 of four). */
function defaultTierOf(taxonomy: SeverityTaxonomy, type: ScreeningType): string | null {
  const tiers = taxonomy[type];
  return tiers.length ? tiers[Math.floor((tiers.length - 1) / 2)] : null;
}

export function entryTier(
  taxonomy: SeverityTaxonomy,
  type: Exclude<ScreeningType, "ADVERSE_MEDIA">,
  pep: PepClass,
): { severity: string | null; tierRationale: string | null } {
  const tiers = taxonomy[type];
  if (type === "SANCTIONS" && tiers.length) return { severity: tiers[0], tierRationale: `Sanctions entry: the account's highest SANCTIONS tier (${tiers[0]})` };
  if (type === "PEP") {
    if (pep && tiers.length) {
      const tier = tiers[Math.min(pep.level, tiers.length) - 1];
      return { severity: tier, tierRationale: `PEP class ${pep.level} from ${pep.because}: PEP tier ${pep.level} (${tier})` };
    }
  }
  const fallback = defaultTierOf(taxonomy, type);
  const what = type === "PEP" ? "PEP entry stating no class" : type === "WARNING" ? "Warning-list entry" : "Entry";
  return { severity: fallback, tierRationale: fallback ? `${what}: the account's default ${type} tier (${fallback})` : null };
}

/** Gives each match without a tier its entry's default tier (in place); a tier already set stays. */
export function assignDefaultTiers(
  taxonomy: SeverityTaxonomy,
  matches: { matchResult: MatchResult; type: Exclude<ScreeningType, "ADVERSE_MEDIA">; pepClass: PepClass }[],
): void {
  for (const m of matches) {
    if (m.matchResult.severity) continue;
    Object.assign(m.matchResult, entryTier(taxonomy, m.type, m.pepClass));
  }
}
