from enum import StrEnum

class GetPlatformSearchType(StrEnum):
    APPLICATIONS = "applications"
    DOCUMENTS = "documents"
    SCREENING = "screening"
    TASKS = "tasks"

    def __str__(self) -> str:
        return str(self.value)
