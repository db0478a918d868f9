from enum import StrEnum

class DocumentSummaryHiddenSourceType0(StrEnum):
    CLIENT = "CLIENT"
    SERVICE = "SERVICE"

    def __str__(self) -> str:
        return str(self.value)
