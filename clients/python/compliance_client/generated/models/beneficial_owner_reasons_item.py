from enum import StrEnum

class BeneficialOwnerReasonsItem(StrEnum):
    CONTROL = "CONTROL"
    MAJORITY_CONTROL = "MAJORITY_CONTROL"
    OWNERSHIP = "OWNERSHIP"
    SENIOR_MANAGING_OFFICIAL = "SENIOR_MANAGING_OFFICIAL"
    TRUST_ROLE = "TRUST_ROLE"
    VOTING = "VOTING"

    def __str__(self) -> str:
        return str(self.value)
