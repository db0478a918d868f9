from enum import StrEnum

class PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema(StrEnum):
    COMPANY = "Company"
    LEGALENTITY = "LegalEntity"
    ORGANIZATION = "Organization"
    PERSON = "Person"
    PUBLICBODY = "PublicBody"

    def __str__(self) -> str:
        return str(self.value)
