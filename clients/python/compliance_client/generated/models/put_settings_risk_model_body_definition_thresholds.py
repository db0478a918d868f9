from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionThresholds")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionThresholds:
    """ Where the levels start on the 0 to 100 score

        Attributes:
            medium (float): Scores from this one are MEDIUM
            high (float): Scores from this one are HIGH
            prohibited (float): Scores from this one are PROHIBITED
     """

    medium: float
    high: float
    prohibited: float





    def to_dict(self) -> dict[str, Any]:
        medium = self.medium

        high = self.high

        prohibited = self.prohibited


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "medium": medium,
            "high": high,
            "prohibited": prohibited,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        medium = d.pop("medium")

        high = d.pop("high")

        prohibited = d.pop("prohibited")

        put_settings_risk_model_body_definition_thresholds = cls(
            medium=medium,
            high=high,
            prohibited=prohibited,
        )

        return put_settings_risk_model_body_definition_thresholds

