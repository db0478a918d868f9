from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_screening_search_dataset_response_200_facets_additional_property_values_item import GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem





T = TypeVar("T", bound="GetScreeningSearchDatasetResponse200FacetsAdditionalProperty")



@_attrs_define
class GetScreeningSearchDatasetResponse200FacetsAdditionalProperty:
    """ 
        Attributes:
            label (str):
            values (list[GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem]):
     """

    label: str
    values: list[GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_screening_search_dataset_response_200_facets_additional_property_values_item import GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem # noqa: PLC0415
        label = self.label

        values = []
        for values_item_data in self.values:
            values_item = values_item_data.to_dict()
            values.append(values_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_screening_search_dataset_response_200_facets_additional_property_values_item import GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem # noqa: PLC0415
        d = dict(src_dict)
        label = d.pop("label")

        values = []
        _values = d.pop("values")
        for values_item_data in (_values):
            values_item = GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem.from_dict(values_item_data)



            values.append(values_item)


        get_screening_search_dataset_response_200_facets_additional_property = cls(
            label=label,
            values=values,
        )

        return get_screening_search_dataset_response_200_facets_additional_property

