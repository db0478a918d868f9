from enum import StrEnum

class TaskType(StrEnum):
    DOCUMENT_REVIEW = "DOCUMENT_REVIEW"
    DOCUMENT_VALIDATION_FAILED = "DOCUMENT_VALIDATION_FAILED"
    MISSING_DATA = "MISSING_DATA"
    MISSING_DOCUMENT = "MISSING_DOCUMENT"
    SCREENING_HIT_REVIEW = "SCREENING_HIT_REVIEW"

    def __str__(self) -> str:
        return str(self.value)
