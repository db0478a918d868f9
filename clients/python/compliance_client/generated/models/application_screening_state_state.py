from enum import StrEnum

class ApplicationScreeningStateState(StrEnum):
    CURRENT = "CURRENT"
    NO_LISTS = "NO_LISTS"
    STALE = "STALE"

    def __str__(self) -> str:
        return str(self.value)
