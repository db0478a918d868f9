from enum import StrEnum

class OwnershipNodeScreeningStatus(StrEnum):
    CLEAR = "CLEAR"
    CONFIRMED = "CONFIRMED"
    IN_REVIEW = "IN_REVIEW"
    PENDING = "PENDING"

    def __str__(self) -> str:
        return str(self.value)
