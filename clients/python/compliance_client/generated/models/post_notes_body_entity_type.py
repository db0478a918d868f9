from enum import StrEnum

class PostNotesBodyEntityType(StrEnum):
    APPLICATION = "APPLICATION"
    AUDIT_LOG = "AUDIT_LOG"
    DOCUMENT = "DOCUMENT"
    SCREENING_HIT = "SCREENING_HIT"
    WORKFLOW_VERSION = "WORKFLOW_VERSION"

    def __str__(self) -> str:
        return str(self.value)
