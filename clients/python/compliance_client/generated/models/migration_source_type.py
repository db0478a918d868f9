from enum import StrEnum

class MigrationSourceType(StrEnum):
    API = "API"
    FTP = "FTP"
    UPLOAD = "UPLOAD"

    def __str__(self) -> str:
        return str(self.value)
