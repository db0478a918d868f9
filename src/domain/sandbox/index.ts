// The sandbox (docs/sandbox.md): documented magic inputs that make a test deployment behave
// a given way without any vendor, as payment APIs offer test cards. Callers pass `config.sandbox`
// (on only where API_ENV=test, where only test keys authenticate); on a live deployment none of this
// runs, so a live key never sees it.
import type { ScreeningType } from "../screening/inputs";
import type { ListMatch, ScreeningSubject } from "../../screening";
import type { CheckOutcome } from "../documents/checks";
import { eventPayload, type EventEntityType } from "../events/outbox";
import type { EventName } from "../events/inputs";

/** The built-in test list the sandbox's hits name (details.list, hit.source). */
const SANDBOX_LIST = "sandbox";

type ListType = Exclude<ScreeningType, "ADVERSE_MEDIA">;

/** The tiny built-in test list: one entry per marker. */
const SANDBOX_ENTRIES: { marker: string; type: ListType; externalId: string; caption: string; programme: string }[] = [
  {
    marker: "sandbox-sanctions",
    type: "SANCTIONS",
    externalId: "SANDBOX-SANCTIONS-1",
    caption: "Sandbox Sanctioned Person",
    programme: "SANDBOX-TEST-PROGRAMME",
  },
  { marker: "sandbox-pep", type: "PEP", externalId: "SANDBOX-PEP-1", caption: "Sandbox Politically Exposed Person", programme: "SANDBOX-TEST-PEP" },
];

/**
 * The sandbox list's matches of a key person whose name, or whose application's e-mail, carries a
 * marker (case-insensitive): shaped as the engine's own (describeMatch in matching/verdict.ts), for the
 * list types the person is screened against.
 */
export function sandboxMatches(subject: ScreeningSubject, applicationEmail: string | null): ListMatch[] {
  const haystack = `${subject.name} ${applicationEmail ?? ""}`.toLowerCase();
  return SANDBOX_ENTRIES.filter((e) => haystack.includes(e.marker) && subject.types.includes(e.type)).map((e) => ({
    entryId: `${SANDBOX_LIST}:${e.externalId}`,
    list: SANDBOX_LIST,
    externalId: e.externalId,
    type: e.type,
    matchedName: subject.name,
    // No PEP class stated: the hit takes the account's default tier, as an unclassified entry's would.
    pepClass: null,
    features: { sandbox_marker: 1 },
    details: {
      list: SANDBOX_LIST,
      externalId: e.externalId,
      caption: e.caption,
      matchedName: subject.name,
      schema: subject.kind === "individual" ? "Person" : "Company",
      topics: [e.type === "PEP" ? "role.pep" : "sanction"],
      programmes: [e.programme],
      birthDates: [],
      countries: [],
      sandbox: true,
    },
    matchResult: {
      isMatch: true,
      confidence: 1,
      matchExplanation: `sandbox marker "${e.marker}" in the name or e-mail`,
      reviewNote: "",
      incidentSummary: `${e.caption}: listed on ${SANDBOX_LIST} (${e.externalId}); programmes: ${e.programme}`,
      riskLevel: e.type === "PEP" ? "MEDIUM" : "HIGH",
      severity: null,
      tierRationale: null,
      clearedReason: null,
      categories: [{ label: e.type === "PEP" ? "Politically exposed person" : "Sanctions", description: `Listed on ${SANDBOX_LIST} under ${e.programme}` }],
    },
  }));
}

/** `sandbox-fail:<check key>` in a document's file name or text fails that check, e.g. `sandbox-fail:id_card.not_expired`. */
const FAIL_MARKER = /sandbox-fail:([a-z_]+\.[a-z_]+)/g;

/** The outcomes with every check a marker names failed; other checks keep their own result. */
export function applyDocumentMarkers(outcomes: CheckOutcome[], fileName: string, text: string): CheckOutcome[] {
  const named = new Set([...`${fileName}\n${text}`.toLowerCase().matchAll(FAIL_MARKER)].map((m) => m[1]));
  if (!named.size) return outcomes;
  return outcomes.map((o) => ({
    ...o,
    results: o.results.map((r) => (named.has(r.key) ? { ...r, isValid: false, explanation: `Sandbox: failed by the marker sandbox-fail:${r.key}` } : r)),
  }));
}

const ENTITY_OF: Record<string, EventEntityType> = { screening: "SCREENING_HIT", document: "DOCUMENT", note: "NOTE", export: "EXPORT" };

/** A 6.2 body of the given event, as a real delivery carries it, with example ids and `metadata.sandbox: true`. */
export function exampleEvent(event: EventName, accountId: string, now: Date) {
  const entityType = ENTITY_OF[event.split(".")[0]] ?? "APPLICATION";
  const example = "00000000-0000-7000-8000-000000000000";
  return eventPayload(
    { event, entityType, entityId: example, accountId, applicationId: event.startsWith("export.") ? null : example, metadata: { sandbox: true } },
    now,
  );
}
