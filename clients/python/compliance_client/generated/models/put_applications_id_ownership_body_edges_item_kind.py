from enum import StrEnum

class PutApplicationsIdOwnershipBodyEdgesItemKind(StrEnum):
    CONTROL = "CONTROL"
    OWNERSHIP = "OWNERSHIP"
    VOTING = "VOTING"

    def __str__(self) -> str:
        return str(self.value)
