from enum import StrEnum

class ApplicationEntityType(StrEnum):
    BUSINESS = "BUSINESS"
    INDIVIDUAL = "INDIVIDUAL"

    def __str__(self) -> str:
        return str(self.value)
