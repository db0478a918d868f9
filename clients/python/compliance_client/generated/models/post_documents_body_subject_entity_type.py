from enum import StrEnum

class PostDocumentsBodySubjectEntityType(StrEnum):
    BUSINESS = "business"
    INDIVIDUAL = "individual"

    def __str__(self) -> str:
        return str(self.value)
