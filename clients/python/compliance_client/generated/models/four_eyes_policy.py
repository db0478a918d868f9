from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.four_eyes_policy_hit_types_item import FourEyesPolicyHitTypesItem
from ..models.four_eyes_policy_risk_levels_item import FourEyesPolicyRiskLevelsItem
from typing import cast






T = TypeVar("T", bound="FourEyesPolicy")



@_attrs_define
class FourEyesPolicy:
    """ Which decisions need a second approver in this account; both lists empty (the default): none

        Attributes:
            risk_levels (list[FourEyesPolicyRiskLevelsItem]): Risk levels whose approval needs a second approver
            hit_types (list[FourEyesPolicyHitTypesItem]): Hit types whose clearing (DISMISSED or FALSE_POSITIVE) needs a
                second approver
     """

    risk_levels: list[FourEyesPolicyRiskLevelsItem]
    hit_types: list[FourEyesPolicyHitTypesItem]





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
            risk_levels_item = FourEyesPolicyRiskLevelsItem(risk_levels_item_data)



            risk_levels.append(risk_levels_item)


        hit_types = []
        _hit_types = d.pop("hitTypes")
        for hit_types_item_data in (_hit_types):
            hit_types_item = FourEyesPolicyHitTypesItem(hit_types_item_data)



            hit_types.append(hit_types_item)


        four_eyes_policy = cls(
            risk_levels=risk_levels,
            hit_types=hit_types,
        )

        return four_eyes_policy

