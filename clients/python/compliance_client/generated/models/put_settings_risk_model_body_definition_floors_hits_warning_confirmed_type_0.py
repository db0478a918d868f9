from enum import StrEnum

class PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0(StrEnum):
    HIGH = "HIGH"
    LOW = "LOW"
    MEDIUM = "MEDIUM"
    PROHIBITED = "PROHIBITED"

    def __str__(self) -> str:
        return str(self.value)
