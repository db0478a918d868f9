from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RetentionPolicyInput")



@_attrs_define
class RetentionPolicyInput:
    """ 
        Attributes:
            retention_years (int): Years after an application is closed (approved or rejected) before its personal data is
                erased; 0: as soon as it is closed
     """

    retention_years: int





    def to_dict(self) -> dict[str, Any]:
        retention_years = self.retention_years


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "retentionYears": retention_years,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        retention_years = d.pop("retentionYears")

        retention_policy_input = cls(
            retention_years=retention_years,
        )

        return retention_policy_input

