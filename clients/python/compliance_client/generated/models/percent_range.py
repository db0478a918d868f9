from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PercentRange")



@_attrs_define
class PercentRange:
    """ A percentage, or a range where the sources give one (low = high otherwise)

        Attributes:
            low (float): The low end, 0 to 100
            high (float): The high end, 0 to 100
     """

    low: float
    high: float





    def to_dict(self) -> dict[str, Any]:
        low = self.low

        high = self.high


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "low": low,
            "high": high,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        low = d.pop("low")

        high = d.pop("high")

        percent_range = cls(
            low=low,
            high=high,
        )

        return percent_range

