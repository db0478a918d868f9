from enum import StrEnum

class FatcaAssessmentStatus(StrEnum):
    CURED = "CURED"
    NOT_US = "NOT_US"
    US_PERSON = "US_PERSON"

    def __str__(self) -> str:
        return str(self.value)
