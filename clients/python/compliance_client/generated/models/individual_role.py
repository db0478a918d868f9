from enum import StrEnum

class IndividualRole(StrEnum):
    APPLICANT = "APPLICANT"
    AUTHORISED_SIGNATORY = "AUTHORISED_SIGNATORY"
    CONTROLLING_PERSON = "CONTROLLING_PERSON"
    DIRECTOR = "DIRECTOR"
    SHAREHOLDER = "SHAREHOLDER"
    UBO = "UBO"

    def __str__(self) -> str:
        return str(self.value)
