from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UboThresholds")



@_attrs_define
class UboThresholds:
    """ The account's thresholds for beneficial ownership

        Attributes:
            threshold_percent (float): Effective ownership or votes (percent) at which an individual is a beneficial owner
            high_risk_threshold_percent (float): The threshold for HIGH and PROHIBITED risk applications
     """

    threshold_percent: float
    high_risk_threshold_percent: float





    def to_dict(self) -> dict[str, Any]:
        threshold_percent = self.threshold_percent

        high_risk_threshold_percent = self.high_risk_threshold_percent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "thresholdPercent": threshold_percent,
            "highRiskThresholdPercent": high_risk_threshold_percent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        threshold_percent = d.pop("thresholdPercent")

        high_risk_threshold_percent = d.pop("highRiskThresholdPercent")

        ubo_thresholds = cls(
            threshold_percent=threshold_percent,
            high_risk_threshold_percent=high_risk_threshold_percent,
        )

        return ubo_thresholds

