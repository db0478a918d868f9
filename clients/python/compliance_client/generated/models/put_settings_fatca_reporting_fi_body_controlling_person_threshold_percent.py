from enum import IntEnum

class PutSettingsFatcaReportingFiBodyControllingPersonThresholdPercent(IntEnum):
    VALUE_25 = 25
    VALUE_10 = 10

    def __str__(self) -> str:
        return str(self.value)
