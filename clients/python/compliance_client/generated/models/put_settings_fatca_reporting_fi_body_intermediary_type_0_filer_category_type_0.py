from enum import StrEnum

class PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0(StrEnum):
    FATCA601 = "FATCA601"
    FATCA602 = "FATCA602"
    FATCA603 = "FATCA603"
    FATCA604 = "FATCA604"
    FATCA605 = "FATCA605"
    FATCA606 = "FATCA606"
    FATCA607 = "FATCA607"
    FATCA608 = "FATCA608"
    FATCA609 = "FATCA609"
    FATCA610 = "FATCA610"
    FATCA611 = "FATCA611"

    def __str__(self) -> str:
        return str(self.value)
