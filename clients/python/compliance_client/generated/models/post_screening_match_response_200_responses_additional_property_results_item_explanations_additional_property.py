from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty")



@_attrs_define
class PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty:
    """ 
        Attributes:
            score (float):
            detail (None | str):
     """

    score: float
    detail: None | str





    def to_dict(self) -> dict[str, Any]:
        score = self.score

        detail: None | str
        detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "score": score,
            "detail": detail,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        def _parse_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail = _parse_detail(d.pop("detail"))


        post_screening_match_response_200_responses_additional_property_results_item_explanations_additional_property = cls(
            score=score,
            detail=detail,
        )

        return post_screening_match_response_200_responses_additional_property_results_item_explanations_additional_property

