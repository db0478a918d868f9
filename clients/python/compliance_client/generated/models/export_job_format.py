from enum import StrEnum

class ExportJobFormat(StrEnum):
    CRS_XML = "CRS_XML"
    CSV = "CSV"
    JSON = "JSON"

    def __str__(self) -> str:
        return str(self.value)
