from enum import StrEnum

class GetSettingsHistorySetting(StrEnum):
    APPROVALGATES = "approvalGates"
    FOUREYES = "fourEyes"
    PERIODICREVIEW = "periodicReview"
    RETENTION = "retention"
    UBOTHRESHOLDS = "uboThresholds"

    def __str__(self) -> str:
        return str(self.value)
