from enum import StrEnum

class PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType(StrEnum):
    PEP = "PEP"
    SANCTIONS = "SANCTIONS"
    WARNING = "WARNING"

    def __str__(self) -> str:
        return str(self.value)
