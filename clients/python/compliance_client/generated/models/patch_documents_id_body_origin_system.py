from enum import StrEnum

class PatchDocumentsIdBodyOriginSystem(StrEnum):
    VENDOR_A = "VENDOR_A"
    VENDOR_B = "VENDOR_B"

    def __str__(self) -> str:
        return str(self.value)
