from enum import StrEnum

class TaskStatus(StrEnum):
    DISMISSED = "DISMISSED"
    IN_PROGRESS = "IN_PROGRESS"
    PENDING = "PENDING"
    RESOLVED = "RESOLVED"

    def __str__(self) -> str:
        return str(self.value)
