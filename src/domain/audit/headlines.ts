// The headline of an audit entry (spec 2.3: an AUDIT_LOG note's sourceLabel is "the annotated event
// headline"): a short sentence a reviewer reads, not the machine event type. Types without their
// own line read as their words ("task.updated" → "Task updated"), so a new type never shows raw.

const HEADLINES: Record<string, string> = {
  "application.created": "Application created",
  "application.updated": "Application details changed",
  "application.onboarding_started": "Applicant began onboarding",
  "document.uploaded": "Document uploaded",
  "document.updated": "Document changed",
  "document.validated": "Document checked",
  "note.created": "Note added",
  "note.updated": "Note edited",
  "note.deleted": "Note deleted",
  "screening.hits_recorded": "Screening hits recorded",
  "screening.hit_created": "Screening hit added by hand",
  "screening.hit_verdict": "Screening hit reviewed",
  "screening.hit_regrouped": "Screening hit moved to another group",
  "screening.group_created": "Screening group created",
  "screening.group_described": "Screening group description rewritten",
  "screening.group_emptied": "Screening group emptied",
  "screening.group_verdict": "Verdict on a screening group",
  "screening.group_reopened": "Screening group awaits a verdict again: a member's list entry changed",
  "screening.hit_reopened": "Screening hit re-opened: its list entry changed",
  "task.created": "Task opened",
  "task.updated": "Task changed",
  "individual.added": "Key person added",
  "individual.updated": "Key person corrected",
  "individual.removed": "Key person removed",
  "individual.screening_info_updated": "Key person's screening settings changed",
  "individual.screening_summary_updated": "Key person's screening summary changed",
  "business.added": "Related business added",
  "business.updated": "Related business corrected",
  "business.removed": "Related business removed",
  "business.screening_info_updated": "Related business's screening settings changed",
  "business.screening_summary_updated": "Related business's screening summary changed",
  "application.legal_hold_set": "Legal hold set",
  "application.legal_hold_released": "Legal hold released",
  "application.erased": "Personal data erased after retention",
};

const STATUS_HEADLINES: Record<string, string> = {
  SUBMITTED: "Application submitted",
  APPROVED: "Application approved",
  REJECTED: "Application rejected",
};

/** The entry's headline from its type and, for a status change, the status it reached. */
export function auditHeadline(eventType: string, statusAfter?: string | null): string {
  if (eventType === "application.status_changed")
    return (statusAfter && STATUS_HEADLINES[statusAfter]) ?? `Application status changed${statusAfter ? ` to ${statusAfter}` : ""}`;
  const known = HEADLINES[eventType];
  if (known) return known;
  const words = eventType.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
