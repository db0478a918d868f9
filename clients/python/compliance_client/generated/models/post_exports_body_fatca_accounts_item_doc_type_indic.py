from enum import StrEnum

class PostExportsBodyFatcaAccountsItemDocTypeIndic(StrEnum):
    FATCA1 = "FATCA1"
    FATCA2 = "FATCA2"
    FATCA3 = "FATCA3"
    FATCA4 = "FATCA4"

    def __str__(self) -> str:
        return str(self.value)
