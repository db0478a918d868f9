from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PatchScreeningBusinessesBusinessIdSummaryBody")



@_attrs_define
class PatchScreeningBusinessesBusinessIdSummaryBody:
    """ 
        Attributes:
            summary (str):
     """

    summary: str





    def to_dict(self) -> dict[str, Any]:
        summary = self.summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "summary": summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        summary = d.pop("summary")

        patch_screening_businesses_business_id_summary_body = cls(
            summary=summary,
        )

        return patch_screening_businesses_business_id_summary_body

