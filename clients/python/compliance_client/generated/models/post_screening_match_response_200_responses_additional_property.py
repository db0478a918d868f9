from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_response_200_responses_additional_property_query import PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery
  from ..models.post_screening_match_response_200_responses_additional_property_results_item import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem
  from ..models.post_screening_match_response_200_responses_additional_property_total import PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal





T = TypeVar("T", bound="PostScreeningMatchResponse200ResponsesAdditionalProperty")



@_attrs_define
class PostScreeningMatchResponse200ResponsesAdditionalProperty:
    """ 
        Attributes:
            status (int):
            results (list[PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem]):
            total (PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal):
            query (PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery):
     """

    status: int
    results: list[PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem]
    total: PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal
    query: PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_response_200_responses_additional_property_query import PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_total import PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal # noqa: PLC0415
        status = self.status

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        total = self.total.to_dict()

        query = self.query.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "results": results,
            "total": total,
            "query": query,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_response_200_responses_additional_property_query import PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_total import PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal # noqa: PLC0415
        d = dict(src_dict)
        status = d.pop("status")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem.from_dict(results_item_data)



            results.append(results_item)


        total = PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal.from_dict(d.pop("total"))




        query = PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery.from_dict(d.pop("query"))




        post_screening_match_response_200_responses_additional_property = cls(
            status=status,
            results=results,
            total=total,
            query=query,
        )

        return post_screening_match_response_200_responses_additional_property

