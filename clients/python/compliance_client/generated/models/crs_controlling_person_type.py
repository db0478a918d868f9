from enum import StrEnum

class CrsControllingPersonType(StrEnum):
    CRS801 = "CRS801"
    CRS802 = "CRS802"
    CRS803 = "CRS803"
    CRS804 = "CRS804"
    CRS805 = "CRS805"
    CRS806 = "CRS806"
    CRS807 = "CRS807"

    def __str__(self) -> str:
        return str(self.value)
