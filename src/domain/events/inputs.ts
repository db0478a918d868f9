// The events of spec 6.1 by name: what a webhook subscribes to and a delivery filter or ping names.
// The REST bodies (OpenAPI) and GraphQL's EventName enum are read off this list.

/** The complete set of spec 6.1; subscribing to anything else is refused. */
export const EVENT_NAMES = [
  "application.created",
  "application.onboarding_started",
  "application.submitted",
  "application.updated",
  "application.approved",
  "application.rejected",
  "screening.hits_created",
  "screening.enrichment_completed",
  "screening.hit_updated",
  "document.uploaded",
  "risk_score.created",
  "risk_score.updated",
  "reviewer.assigned",
  "reviewer.unassigned",
  "note.created",
  "note.updated",
  "note.deleted",
  "export.completed",
] as const;

export type EventName = (typeof EVENT_NAMES)[number];
