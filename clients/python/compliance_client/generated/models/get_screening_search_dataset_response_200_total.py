from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GetScreeningSearchDatasetResponse200Total")



@_attrs_define
class GetScreeningSearchDatasetResponse200Total:
    """ Results in all

        Attributes:
            value (int): Results in all
            relation (str): eq: the count is exact; gte: at least this many (a search counts 10,000 at most)
     """

    value: int
    relation: str





    def to_dict(self) -> dict[str, Any]:
        value = self.value

        relation = self.relation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "value": value,
            "relation": relation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        relation = d.pop("relation")

        get_screening_search_dataset_response_200_total = cls(
            value=value,
            relation=relation,
        )

        return get_screening_search_dataset_response_200_total

