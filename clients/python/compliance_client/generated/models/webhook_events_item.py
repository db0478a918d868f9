from enum import StrEnum

class WebhookEventsItem(StrEnum):
    APPLICATION_APPROVED = "application.approved"
    APPLICATION_CREATED = "application.created"
    APPLICATION_ONBOARDING_STARTED = "application.onboarding_started"
    APPLICATION_REJECTED = "application.rejected"
    APPLICATION_SUBMITTED = "application.submitted"
    APPLICATION_UPDATED = "application.updated"
    DOCUMENT_UPLOADED = "document.uploaded"
    EXPORT_COMPLETED = "export.completed"
    NOTE_CREATED = "note.created"
    NOTE_DELETED = "note.deleted"
    NOTE_UPDATED = "note.updated"
    REVIEWER_ASSIGNED = "reviewer.assigned"
    REVIEWER_UNASSIGNED = "reviewer.unassigned"
    RISK_SCORE_CREATED = "risk_score.created"
    RISK_SCORE_UPDATED = "risk_score.updated"
    SCREENING_ENRICHMENT_COMPLETED = "screening.enrichment_completed"
    SCREENING_HITS_CREATED = "screening.hits_created"
    SCREENING_HIT_UPDATED = "screening.hit_updated"

    def __str__(self) -> str:
        return str(self.value)
