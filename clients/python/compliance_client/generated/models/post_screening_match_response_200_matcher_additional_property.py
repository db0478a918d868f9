from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PostScreeningMatchResponse200MatcherAdditionalProperty")



@_attrs_define
class PostScreeningMatchResponse200MatcherAdditionalProperty:
    """ 
        Attributes:
            description (str):
            coefficient (float):
            url (str):
     """

    description: str
    coefficient: float
    url: str





    def to_dict(self) -> dict[str, Any]:
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
        description = d.pop("description")

        coefficient = d.pop("coefficient")

        url = d.pop("url")

        post_screening_match_response_200_matcher_additional_property = cls(
            description=description,
            coefficient=coefficient,
            url=url,
        )

        return post_screening_match_response_200_matcher_additional_property

