from enum import StrEnum

class PostDocumentsBodySubType(StrEnum):
    DRIVING_LICENSE = "DRIVING_LICENSE"
    ID_CARD = "ID_CARD"
    PASSPORT = "PASSPORT"

    def __str__(self) -> str:
        return str(self.value)
