from enum import StrEnum

class PutSettingsApprovalGatesBodyScreeningStatesItem(StrEnum):
    CURRENT = "CURRENT"
    NO_LISTS = "NO_LISTS"
    STALE = "STALE"

    def __str__(self) -> str:
        return str(self.value)
