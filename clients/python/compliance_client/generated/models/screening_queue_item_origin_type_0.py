from enum import StrEnum

class ScreeningQueueItemOriginType0(StrEnum):
    INITIAL_SCREENING = "INITIAL_SCREENING"
    ONGOING_MONITORING = "ONGOING_MONITORING"

    def __str__(self) -> str:
        return str(self.value)
