from enum import StrEnum

class PutApplicationsIdOwnershipBodyEdgesItemRole(StrEnum):
    BENEFICIARY = "BENEFICIARY"
    DIRECTOR = "DIRECTOR"
    NOMINEE = "NOMINEE"
    OTHER_CONTROL = "OTHER_CONTROL"
    POWER_OF_ATTORNEY = "POWER_OF_ATTORNEY"
    PROTECTOR = "PROTECTOR"
    SENIOR_MANAGING_OFFICIAL = "SENIOR_MANAGING_OFFICIAL"
    SETTLOR = "SETTLOR"
    TRUSTEE = "TRUSTEE"

    def __str__(self) -> str:
        return str(self.value)
