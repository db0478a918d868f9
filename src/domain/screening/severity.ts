// The severity tier an engine hit starts with, read off its watchlist entry (spec 2.1 severity and
// tierRationale, 2.2 tiers): a sanctions entry takes the account's highest SANCTIONS tier; a PEP entry
// its class where the entry states one (an explicit class, or the level of its FtM gov.* topic);
// anything else the account's default tier of the type. A reviewer's tier (group verdict) replaces it.
import type { MatchResult, ScreeningType } from "./inputs";
import type { SeverityTaxonomy } from "./taxonomy";

/** OpenSanctions topics that say a PEP's level (https://www.opensanctions.org/docs/topics/) → class 1 to 4. */
const PEP_CLASS_OF_TOPIC: Record<string, number> = { "gov.head": 1, "gov.national": 1, "gov.state": 2, "gov.igo": 2, "gov.soe": 3, "gov.muni": 4 };

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : []);

/** A value of the record and of its FtM `properties`, if it has them. */
function valuesOf(record: unknown, key: string): string[] {
  const r = (record ?? {}) as Record<string, unknown>;
  const nested = r.properties && typeof r.properties === "object" ? (r.properties as Record<string, unknown>)[key] : undefined;
  return [...strings(r[key]), ...strings(nested)];
}

/** The PEP class an entry states: an explicit pepClass/classification ("Class 2", "PEP class 2", "2"), else its highest gov.* level. */
export function pepClassOf(properties: unknown): PepClass {
  for (const key of ["pepClass", "classification"]) {
    for (const value of valuesOf(properties, key)) {
      const m = /^(?:pep\s*)?(?:class\s*)?([1-4])$/i.exec(value.trim());
      if (m) return { level: Number(m[1]), because: `the entry's ${key} "${value}"` };
    }
  }
  let best: { level: number; because: string } | null = null;
  for (const topic of valuesOf(properties, "topics")) {
    const level = PEP_CLASS_OF_TOPIC[topic];
    if (level && (!best || level < best.level)) best = { level, because: `the entry's topic ${topic}` };
  }
  return best;
}

/** The account's default tier of a type: the middle of its tiers, rounded towards the more severe (Medium; Class 2 of four). */
export function defaultTierOf(taxonomy: SeverityTaxonomy, type: ScreeningType): string | null {
  const tiers = taxonomy[type];
  return tiers.length ? tiers[Math.floor((tiers.length - 1) / 2)] : null;
}

export type PepClass = { level: number; because: string } | null;

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
