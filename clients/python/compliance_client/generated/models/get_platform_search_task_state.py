from enum import StrEnum

class GetPlatformSearchTaskState(StrEnum):
    DISMISSED = "DISMISSED"
    OPEN = "OPEN"
    RESOLVED = "RESOLVED"

    def __str__(self) -> str:
        return str(self.value)
