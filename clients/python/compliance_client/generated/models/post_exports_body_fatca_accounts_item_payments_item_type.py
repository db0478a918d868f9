from enum import StrEnum

class PostExportsBodyFatcaAccountsItemPaymentsItemType(StrEnum):
    FATCA501 = "FATCA501"
    FATCA502 = "FATCA502"
    FATCA503 = "FATCA503"
    FATCA504 = "FATCA504"

    def __str__(self) -> str:
        return str(self.value)
