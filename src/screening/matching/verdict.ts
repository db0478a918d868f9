// What a score means, the same at every door (applications, /screening/match, ongoing monitoring,
// ownership screening): the verdict on a scored match (decide: match, cleared, or not reported), the
// ListMatch a reviewer reads (describeMatch, with the entry's listing facts and a PEP's nominal role),
// and the rules run on a subject's matches once all are scored (betterMatch, settleSharedNames).
// Separate from score.ts, which weighs a subject against an entry: this turns that weight into a decision.
import type { ListMatch } from "./types";
import type { ScreeningType } from "./matchResult";
import type { Assessment, EntryRow, PreparedSubject } from "./score";
import { normalizeName } from "./normalize";
import { pepClassOf } from "./pepClass";
import { nominalRole } from "./nominalRole";

/** How far under the threshold a candidate is still reported, cleared CONFIDENCE_BELOW_THRESHOLD. */
export const BELOW_THRESHOLD_MARGIN = 0.1;

const RISK_LEVEL: Record<Exclude<ScreeningType, "ADVERSE_MEDIA">, string> = { SANCTIONS: "HIGH", WARNING: "HIGH", PEP: "MEDIUM" };
const TYPE_LABEL: Record<Exclude<ScreeningType, "ADVERSE_MEDIA">, string> = {
  SANCTIONS: "Sanctions",
  WARNING: "Warning list",
  PEP: "Politically exposed person",
};

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : [];

function entryFacts(properties: EntryRow["properties"]) {
  const record = (properties ?? {}) as Record<string, unknown>;
  // An FtM record keeps its facts under `properties`; an OFAC record at the top.
  const nested = record.properties && typeof record.properties === "object" ? (record.properties as Record<string, unknown>) : {};
  const all = (key: string) => [...new Set([...stringsOf(record[key]), ...stringsOf(nested[key])])];
  return {
    topics: all("topics"),
    programmes: [...new Set([...all("program"), ...all("programId"), ...all("programs")])],
    notes: all("notes"),
  };
}

function listMatchDetails(row: EntryRow, matchedName: string) {
  const { topics, programmes } = entryFacts(row.properties);
  return {
    list: row.list,
    externalId: row.externalId,
    caption: row.caption,
    matchedName,
    schema: row.schema,
    topics,
    programmes,
    birthDates: row.birthDates,
    countries: row.countries,
  };
}

/** How far under the threshold a match a rule clears is scored: within the reporting margin, so it is still reported. */
const RULED_UNDER_THRESHOLD = 0.05;

/** A rule that clears a match whatever its score: another person or company, or a PEP's nominal role. */
type ClearingRule = "IDENTITY_MISMATCH" | "NOMINAL_ROLE";

/** The verdict on one scored match: its confidence as every door reports it, its cleared reason, and what the explanation adds. */
export interface Verdict {
  confidence: number;
  clearedReason: "IDENTITY_MISMATCH" | "NOMINAL_ROLE" | "CONFIDENCE_BELOW_THRESHOLD" | null;
  said: string[];
}

/**
 * The one decision every door gives on the same facts (applications, /screening/match, ongoing
 * monitoring, ownership screening): a match a rule clears is scored under the threshold, so that a
 * client reading the score alone (yente's `match` is score ≥ threshold) decides as a key person's
 * hit is stored; then confidence ≥ threshold is a match, within the margin under it is cleared
 * CONFIDENCE_BELOW_THRESHOLD, and lower is not reported (null).
 */
export function decide(raw: number, threshold: number, rule: ClearingRule | null): Verdict | null {
  let confidence = Math.round(Math.min(1, Math.max(0, raw)) * 1000) / 1000;
  const said: string[] = [];
  if (rule) {
    const under = Math.round(Math.max(0, threshold - RULED_UNDER_THRESHOLD) * 1000) / 1000;
    if (confidence > under) {
      said.push(
        `${rule === "IDENTITY_MISMATCH" ? "another identity" : "a nominal role"}: confidence ${confidence} lowered to ${under}, under threshold ${threshold}`,
      );
      confidence = under;
    }
    return { confidence, clearedReason: rule, said };
  }
  if (confidence >= threshold) return { confidence, clearedReason: null, said };
  if (confidence < threshold - BELOW_THRESHOLD_MARGIN) return null;
  return { confidence, clearedReason: "CONFIDENCE_BELOW_THRESHOLD", said: [`confidence ${confidence} below threshold ${threshold}`] };
}

/** The ListMatch of an assessment, with the listing facts (programmes, topics, notes) of the entry's properties. */
export function describeMatch(assessment: Assessment, properties: EntryRow["properties"]): ListMatch {
  const { row: scored, type, matchedName, features } = assessment;
  // A PEP match whose every recorded role is nominal is cleared NOMINAL_ROLE (nominalRole.ts), and scored under the threshold as decide() does.
  const nominal = type === "PEP" && assessment.clearedReason === null ? nominalRole(properties) : null;
  const ruled = nominal ? decide(assessment.confidence, assessment.threshold, "NOMINAL_ROLE")! : null;
  const clearedReason = ruled ? ruled.clearedReason : assessment.clearedReason;
  const confidence = ruled ? ruled.confidence : assessment.confidence;
  const explanation = ruled ? [assessment.explanation, `role nominal: ${nominal}`, ...ruled.said].join("; ") : assessment.explanation;
  const row = { ...scored, properties };
  const listed = entryFacts(properties);
  const incident = [
    `${row.caption}: listed on ${row.list} (${row.externalId})`,
    listed.programmes.length ? `programmes: ${listed.programmes.join(", ")}` : "",
    listed.topics.length ? `topics: ${listed.topics.join(", ")}` : "",
    listed.notes.length ? `notes: ${listed.notes.join(" ").slice(0, 1000)}` : "",
  ].filter(Boolean);
  const listedOn = `Listed on ${row.list}${listed.programmes.length ? ` under ${listed.programmes[0]}` : ""}`;
  return {
    entryId: row.id,
    list: row.list,
    externalId: row.externalId,
    type,
    matchedName,
    features,
    pepClass: type === "PEP" ? pepClassOf(properties) : null,
    details: listMatchDetails(row, matchedName),
    matchResult: {
      isMatch: clearedReason === null,
      confidence,
      matchExplanation: explanation,
      reviewNote: "",
      incidentSummary: incident.join("; "),
      riskLevel: RISK_LEVEL[type],
      severity: null,
      tierRationale: null,
      clearedReason,
      categories: [{ label: TYPE_LABEL[type], description: listedOn.split(/\s+/).slice(0, 12).join(" ") }],
    },
  };
}

/** Of two matches of one entry (a query's several names), the one every door reports: a match before a cleared one, then the more confident. */
export function betterMatch(a: ListMatch, b: ListMatch): boolean {
  if (a.matchResult.isMatch !== b.matchResult.isMatch) return a.matchResult.isMatch;
  return a.matchResult.confidence > b.matchResult.confidence;
}

/** A listed company's name as its words (legal forms set aside) and its canonical legal forms. */
function companyName(name: string): { words: string; forms: string } {
  const normal = normalizeName(name, "business");
  return { words: [...normal.tokens].sort().join(" "), forms: [...(normal.legalForms ?? [])].sort().join(" ") };
}

/**
 * A business named without its legal form ("Greyhollow Shipping") whose words are those of several
 * listed companies of different legal forms (GREYHOLLOW SHIPPING LTD, GREYHOLLOW SHIPPING S.A.) does
 * not say which one it is: each match it makes with a company whose legal form it dropped is scored
 * under the threshold and cleared CONFIDENCE_BELOW_THRESHOLD (name_shared), still reported for a
 * reviewer. When one listed company alone has its words, the dropped form keeps that match. One
 * company on several lists under one name and form is not shared; a match a registration number
 * confirms keeps its verdict. Runs on a subject's matches once all are scored, at every door.
 */
export function settleSharedNames(prepared: PreparedSubject, matches: ListMatch[]): ListMatch[] {
  if (prepared.subject.kind !== "business" || prepared.name.legalForms?.length || matches.length < 2) return matches;
  const words = [...prepared.name.tokens].sort().join(" ");
  const dropped = new Map<ListMatch, { words: string; forms: string }>();
  for (const m of matches) {
    if (!m.matchResult.isMatch || m.features.registration_number_match) continue;
    const name = companyName(m.matchedName);
    if (name.forms) dropped.set(m, name);
  }
  const forms = new Set([...dropped.values()].filter((n) => n.words === words).map((n) => n.forms));
  if (forms.size < 2) return matches;
  const threshold = prepared.subject.matchThreshold;
  const under = Math.round(Math.max(0, threshold - RULED_UNDER_THRESHOLD) * 1000) / 1000;
  const shared = [...new Set([...dropped.keys()].map((m) => m.matchedName))].slice(0, 5).join(", ");
  return matches.map((m) => {
    if (!dropped.has(m)) return m;
    const confidence = Math.min(m.matchResult.confidence, under);
    const said = `name without a legal form is ${forms.size} listed companies' (${shared}): which one is not told; confidence ${confidence} under threshold ${threshold}`;
    return {
      ...m,
      features: { ...m.features, name_shared: 1 },
      matchResult: {
        ...m.matchResult,
        isMatch: false,
        confidence,
        clearedReason: "CONFIDENCE_BELOW_THRESHOLD",
        matchExplanation: `${m.matchResult.matchExplanation}; ${said}`,
      },
    };
  });
}
