from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_four_eyes_body_hit_types_item import PutSettingsFourEyesBodyHitTypesItem
from ..models.put_settings_four_eyes_body_risk_levels_item import PutSettingsFourEyesBodyRiskLevelsItem
from typing import cast






T = TypeVar("T", bound="PutSettingsFourEyesBody")



@_attrs_define
class PutSettingsFourEyesBody:
    """ 
        Attributes:
            risk_levels (list[PutSettingsFourEyesBodyRiskLevelsItem]): Risk levels whose approval needs a second approver
                (e.g. HIGH and PROHIBITED); a level listed covers every level above it too; empty: none
            hit_types (list[PutSettingsFourEyesBodyHitTypesItem]): Hit types whose clearing (DISMISSED or FALSE_POSITIVE)
                needs a second approver (e.g. SANCTIONS); empty: none
     """

    risk_levels: list[PutSettingsFourEyesBodyRiskLevelsItem]
    hit_types: list[PutSettingsFourEyesBodyHitTypesItem]





    def to_dict(self) -> dict[str, Any]:
        risk_levels = []
        for risk_levels_item_data in self.risk_levels:
            risk_levels_item = risk_levels_item_data.value
            risk_levels.append(risk_levels_item)



        hit_types = []
        for hit_types_item_data in self.hit_types:
            hit_types_item = hit_types_item_data.value
            hit_types.append(hit_types_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "riskLevels": risk_levels,
            "hitTypes": hit_types,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        risk_levels = []
        _risk_levels = d.pop("riskLevels")
        for risk_levels_item_data in (_risk_levels):
            risk_levels_item = PutSettingsFourEyesBodyRiskLevelsItem(risk_levels_item_data)



            risk_levels.append(risk_levels_item)


        hit_types = []
        _hit_types = d.pop("hitTypes")
        for hit_types_item_data in (_hit_types):
            hit_types_item = PutSettingsFourEyesBodyHitTypesItem(hit_types_item_data)



            hit_types.append(hit_types_item)


        put_settings_four_eyes_body = cls(
            risk_levels=risk_levels,
            hit_types=hit_types,
        )

        return put_settings_four_eyes_body

