from enum import StrEnum

class PostExportsBodyFatcaAccountsItemMissingTinCode(StrEnum):
    AAAAAAAAA = "AAAAAAAAA"
    VALUE_0 = "222222222"
    VALUE_1 = "333333333"
    VALUE_2 = "444444444"
    VALUE_3 = "555555555"
    VALUE_4 = "666666666"
    VALUE_5 = "777777777"
    VALUE_6 = "888888888"
    VALUE_7 = "999999999"
    VALUE_9 = "000222111"

    def __str__(self) -> str:
        return str(self.value)
