from enum import StrEnum

class GetTasksOrderBy(StrEnum):
    CREATEDAT = "createdAt"
    UPDATEDAT = "updatedAt"

    def __str__(self) -> str:
        return str(self.value)
