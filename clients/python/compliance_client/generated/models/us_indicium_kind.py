from enum import StrEnum

class UsIndiciumKind(StrEnum):
    US_ADDRESS = "US_ADDRESS"
    US_CITIZENSHIP = "US_CITIZENSHIP"
    US_PLACE_OF_BIRTH = "US_PLACE_OF_BIRTH"
    US_RESIDENCE = "US_RESIDENCE"
    US_TELEPHONE = "US_TELEPHONE"
    US_TIN = "US_TIN"

    def __str__(self) -> str:
        return str(self.value)
