from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_response_200_responses_additional_property import PostScreeningMatchResponse200ResponsesAdditionalProperty





T = TypeVar("T", bound="PostScreeningMatchResponse200Responses")



@_attrs_define
class PostScreeningMatchResponse200Responses:
    """ Per query key, yente's EntityMatches

     """

    additional_properties: dict[str, PostScreeningMatchResponse200ResponsesAdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_response_200_responses_additional_property import PostScreeningMatchResponse200ResponsesAdditionalProperty # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_response_200_responses_additional_property import PostScreeningMatchResponse200ResponsesAdditionalProperty # noqa: PLC0415
        d = dict(src_dict)
        post_screening_match_response_200_responses = cls(
        )


        from ..models.post_screening_match_response_200_responses_additional_property_query import PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_total import PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = PostScreeningMatchResponse200ResponsesAdditionalProperty.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        post_screening_match_response_200_responses.additional_properties = additional_properties
        return post_screening_match_response_200_responses

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> PostScreeningMatchResponse200ResponsesAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: PostScreeningMatchResponse200ResponsesAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
