from enum import StrEnum

class PostApplicationsIdBusinessesBodyRole(StrEnum):
    AUTHORISED_SIGNATORY = "AUTHORISED_SIGNATORY"
    CONTROLLING_PERSON = "CONTROLLING_PERSON"
    DIRECTOR = "DIRECTOR"
    SHAREHOLDER = "SHAREHOLDER"
    UBO = "UBO"

    def __str__(self) -> str:
        return str(self.value)
