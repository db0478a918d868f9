from enum import StrEnum

class PostOnboardingWorkflowsBodyRequiredFieldsItem(StrEnum):
    BUSINESS_ADDRESS = "business.address"
    BUSINESS_COUNTRY = "business.country"
    BUSINESS_REGISTRATIONNUMBER = "business.registrationNumber"
    BUSINESS_TINS = "business.tins"
    EMAIL = "email"
    INDIVIDUAL_ADDRESS = "individual.address"
    INDIVIDUAL_DATEOFBIRTH = "individual.dateOfBirth"
    INDIVIDUAL_NATIONALITY = "individual.nationality"
    INDIVIDUAL_PLACEOFBIRTH = "individual.placeOfBirth"
    INDIVIDUAL_RESIDENCECOUNTRY = "individual.residenceCountry"
    INDIVIDUAL_TINS = "individual.tins"

    def __str__(self) -> str:
        return str(self.value)
