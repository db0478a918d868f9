from enum import StrEnum

class ScreeningQueueItemClearancePendingStatusType0(StrEnum):
    CONFIRMED = "CONFIRMED"
    DISMISSED = "DISMISSED"
    FALSE_POSITIVE = "FALSE_POSITIVE"
    IN_REVIEW = "IN_REVIEW"
    NOT_REVIEWED = "NOT_REVIEWED"
    TRUE_MATCH = "TRUE_MATCH"

    def __str__(self) -> str:
        return str(self.value)
