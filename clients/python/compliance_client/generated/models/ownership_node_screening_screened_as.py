from enum import StrEnum

class OwnershipNodeScreeningScreenedAs(StrEnum):
    KEY_PERSON = "KEY_PERSON"
    NODE = "NODE"

    def __str__(self) -> str:
        return str(self.value)
