from enum import StrEnum

class MigrationBulkStageType0(StrEnum):
    CLASSIFY = "CLASSIFY"
    SUMMARIZE = "SUMMARIZE"
    VALIDATE = "VALIDATE"

    def __str__(self) -> str:
        return str(self.value)
