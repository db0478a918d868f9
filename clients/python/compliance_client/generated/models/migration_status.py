from enum import StrEnum

class MigrationStatus(StrEnum):
    CANCELLED = "CANCELLED"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    MIGRATING = "MIGRATING"
    PAUSED = "PAUSED"
    UPLOADING = "UPLOADING"

    def __str__(self) -> str:
        return str(self.value)
