from enum import StrEnum

class ExportJobFormat(StrEnum):
    CRS_XML = "CRS_XML"
    CSV = "CSV"
    FATCA_XML = "FATCA_XML"
    JSON = "JSON"

    def __str__(self) -> str:
        return str(self.value)
