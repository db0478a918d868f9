from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GetScreeningAlgorithmsResponse200AlgorithmsItemFeaturesAdditionalProperty")



@_attrs_define
class GetScreeningAlgorithmsResponse200AlgorithmsItemFeaturesAdditionalProperty:
    """ 
        Attributes:
            description (None | str):
            coefficient (float):
            url (str):
     """

    description: None | str
    coefficient: float
    url: str





    def to_dict(self) -> dict[str, Any]:
        description: None | str
        description = self.description

        coefficient = self.coefficient

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "coefficient": coefficient,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        coefficient = d.pop("coefficient")

        url = d.pop("url")

        get_screening_algorithms_response_200_algorithms_item_features_additional_property = cls(
            description=description,
            coefficient=coefficient,
            url=url,
        )

        return get_screening_algorithms_response_200_algorithms_item_features_additional_property

