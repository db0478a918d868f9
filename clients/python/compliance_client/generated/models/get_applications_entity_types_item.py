from enum import StrEnum

class GetApplicationsEntityTypesItem(StrEnum):
    BUSINESS = "BUSINESS"
    INDIVIDUAL = "INDIVIDUAL"

    def __str__(self) -> str:
        return str(self.value)
