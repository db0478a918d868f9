from enum import StrEnum

class DocumentArrival(StrEnum):
    ADDITIONAL_INFO_REQUEST = "additional_info_request"
    INITIAL_ONBOARDING = "initial_onboarding"
    PERIODIC_REVIEW = "periodic_review"

    def __str__(self) -> str:
        return str(self.value)
