from enum import StrEnum

class OwnershipProblemCode(StrEnum):
    CIRCULAR_HOLDING = "CIRCULAR_HOLDING"
    NOT_CONVERGENT = "NOT_CONVERGENT"
    NO_APPLICANT = "NO_APPLICANT"
    OVER_100_PERCENT = "OVER_100_PERCENT"
    OWNERSHIP_GAP = "OWNERSHIP_GAP"

    def __str__(self) -> str:
        return str(self.value)
