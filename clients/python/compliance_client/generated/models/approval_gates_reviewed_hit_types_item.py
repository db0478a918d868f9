from enum import StrEnum

class ApprovalGatesReviewedHitTypesItem(StrEnum):
    ADVERSE_MEDIA = "ADVERSE_MEDIA"
    PEP = "PEP"
    SANCTIONS = "SANCTIONS"
    WARNING = "WARNING"

    def __str__(self) -> str:
        return str(self.value)
