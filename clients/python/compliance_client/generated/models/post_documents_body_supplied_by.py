from enum import StrEnum

class PostDocumentsBodySuppliedBy(StrEnum):
    APPLICANT = "APPLICANT"
    PLATFORM_USER = "PLATFORM_USER"

    def __str__(self) -> str:
        return str(self.value)
