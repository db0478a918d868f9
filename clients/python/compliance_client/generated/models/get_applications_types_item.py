from enum import StrEnum

class GetApplicationsTypesItem(StrEnum):
    HIDDEN = "hidden"
    LIVE = "live"
    MANUAL = "manual"

    def __str__(self) -> str:
        return str(self.value)
