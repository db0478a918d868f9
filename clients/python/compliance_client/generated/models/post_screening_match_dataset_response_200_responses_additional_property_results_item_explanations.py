from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations_additional_property import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty





T = TypeVar("T", bound="PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanations")



@_attrs_define
class PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanations:
    """ Each feature that held with its value and what it means; `cleared` (score 0) when the engine clears the result,
    saying why

     """

    additional_properties: dict[str, PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations_additional_property import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations_additional_property import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty # noqa: PLC0415
        d = dict(src_dict)
        post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations.additional_properties = additional_properties
        return post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
