from enum import StrEnum

class PostExportsBodyFatcaAccountsItemAcctHolderType(StrEnum):
    FATCA101 = "FATCA101"
    FATCA102 = "FATCA102"
    FATCA103 = "FATCA103"
    FATCA104 = "FATCA104"
    FATCA105 = "FATCA105"

    def __str__(self) -> str:
        return str(self.value)
