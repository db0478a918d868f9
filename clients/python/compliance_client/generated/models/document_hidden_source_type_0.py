from enum import StrEnum

class DocumentHiddenSourceType0(StrEnum):
    CLIENT = "CLIENT"
    SERVICE = "SERVICE"

    def __str__(self) -> str:
        return str(self.value)
