from enum import StrEnum

class ApplicationSearchItemEntityType(StrEnum):
    BUSINESS = "BUSINESS"
    INDIVIDUAL = "INDIVIDUAL"

    def __str__(self) -> str:
        return str(self.value)
