from enum import StrEnum

class PostScreeningHitsBatchBodyHitsItemType0Status(StrEnum):
    DISMISSED = "DISMISSED"
    FALSE_POSITIVE = "FALSE_POSITIVE"

    def __str__(self) -> str:
        return str(self.value)
