from enum import StrEnum

class PutSettingsFatcaReportingFiBodySponsorType0FilerCategory(StrEnum):
    FATCA607 = "FATCA607"
    FATCA608 = "FATCA608"
    FATCA609 = "FATCA609"

    def __str__(self) -> str:
        return str(self.value)
