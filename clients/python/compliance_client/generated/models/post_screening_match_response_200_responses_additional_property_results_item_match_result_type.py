from enum import StrEnum

class PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResultType(StrEnum):
    PEP = "PEP"
    SANCTIONS = "SANCTIONS"
    WARNING = "WARNING"

    def __str__(self) -> str:
        return str(self.value)
