from enum import StrEnum

class OwnershipNodeScreeningSanctionedType0(StrEnum):
    CONFIRMED = "CONFIRMED"
    POTENTIAL = "POTENTIAL"

    def __str__(self) -> str:
        return str(self.value)
