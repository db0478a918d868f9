from enum import StrEnum

class ScreeningQueueItemType(StrEnum):
    ADVERSE_MEDIA = "ADVERSE_MEDIA"
    PEP = "PEP"
    SANCTIONS = "SANCTIONS"
    WARNING = "WARNING"

    def __str__(self) -> str:
        return str(self.value)
