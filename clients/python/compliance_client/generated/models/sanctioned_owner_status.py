from enum import StrEnum

class SanctionedOwnerStatus(StrEnum):
    CONFIRMED = "CONFIRMED"
    POTENTIAL = "POTENTIAL"

    def __str__(self) -> str:
        return str(self.value)
