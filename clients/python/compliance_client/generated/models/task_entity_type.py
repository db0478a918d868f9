from enum import StrEnum

class TaskEntityType(StrEnum):
    APPLICATION = "APPLICATION"
    DOCUMENT = "DOCUMENT"
    SCREENING_HIT = "SCREENING_HIT"

    def __str__(self) -> str:
        return str(self.value)
