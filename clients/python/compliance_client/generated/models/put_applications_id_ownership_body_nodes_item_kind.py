from enum import StrEnum

class PutApplicationsIdOwnershipBodyNodesItemKind(StrEnum):
    BUSINESS = "BUSINESS"
    FOUNDATION = "FOUNDATION"
    INDIVIDUAL = "INDIVIDUAL"
    LISTED_COMPANY = "LISTED_COMPANY"
    REGULATED_ENTITY = "REGULATED_ENTITY"
    TRUST = "TRUST"

    def __str__(self) -> str:
        return str(self.value)
