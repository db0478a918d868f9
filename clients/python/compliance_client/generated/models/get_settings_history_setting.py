from enum import StrEnum

class GetSettingsHistorySetting(StrEnum):
    APPROVALGATES = "approvalGates"
    FATCAREPORTING = "fatcaReporting"
    FOUREYES = "fourEyes"
    ONBOARDINGWORKFLOW = "onboardingWorkflow"
    PERIODICREVIEW = "periodicReview"
    RETENTION = "retention"
    UBOTHRESHOLDS = "uboThresholds"

    def __str__(self) -> str:
        return str(self.value)
