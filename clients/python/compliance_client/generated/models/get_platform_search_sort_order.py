from enum import StrEnum

class GetPlatformSearchSortOrder(StrEnum):
    NEWEST = "newest"
    OLDEST = "oldest"
    RELEVANCE = "relevance"

    def __str__(self) -> str:
        return str(self.value)
