from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_hit_application_risk_level_type_0 import ScreeningHitApplicationRiskLevelType0
from typing import cast






T = TypeVar("T", bound="ScreeningHitApplication")



@_attrs_define
class ScreeningHitApplication:
    """ The application a hit was found for, as a reviewer's row shows it

        Attributes:
            id (str): The application's id
            name (str): The application's name
            risk_level (None | ScreeningHitApplicationRiskLevelType0): The application's risk level
     """

    id: str
    name: str
    risk_level: None | ScreeningHitApplicationRiskLevelType0





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        risk_level: None | str
        if isinstance(self.risk_level, ScreeningHitApplicationRiskLevelType0):
            risk_level = self.risk_level.value
        else:
            risk_level = self.risk_level


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "riskLevel": risk_level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_risk_level(data: object) -> None | ScreeningHitApplicationRiskLevelType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_level_type_0 = ScreeningHitApplicationRiskLevelType0(data)



                return risk_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreeningHitApplicationRiskLevelType0, data)

        risk_level = _parse_risk_level(d.pop("riskLevel"))


        screening_hit_application = cls(
            id=id,
            name=name,
            risk_level=risk_level,
        )

        return screening_hit_application

