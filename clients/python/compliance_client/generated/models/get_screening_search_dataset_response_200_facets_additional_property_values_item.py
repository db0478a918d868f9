from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem")



@_attrs_define
class GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem:
    """ 
        Attributes:
            name (str):
            label (str):
            count (int):
     """

    name: str
    label: str
    count: int





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        label = self.label

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "label": label,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        label = d.pop("label")

        count = d.pop("count")

        get_screening_search_dataset_response_200_facets_additional_property_values_item = cls(
            name=name,
            label=label,
            count=count,
        )

        return get_screening_search_dataset_response_200_facets_additional_property_values_item

