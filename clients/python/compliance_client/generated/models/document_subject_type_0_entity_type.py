from enum import StrEnum

class DocumentSubjectType0EntityType(StrEnum):
    BUSINESS = "business"
    INDIVIDUAL = "individual"

    def __str__(self) -> str:
        return str(self.value)
