from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_dataset_response_200_list_versions import PostScreeningMatchDatasetResponse200ListVersions
  from ..models.post_screening_match_dataset_response_200_matcher import PostScreeningMatchDatasetResponse200Matcher
  from ..models.post_screening_match_dataset_response_200_responses import PostScreeningMatchDatasetResponse200Responses





T = TypeVar("T", bound="PostScreeningMatchDatasetResponse200")



@_attrs_define
class PostScreeningMatchDatasetResponse200:
    """ 
        Attributes:
            id (str): The audit entry of this screening
            responses (PostScreeningMatchDatasetResponse200Responses): Per query key, yente's EntityMatches
            matcher (PostScreeningMatchDatasetResponse200Matcher): yente's FeatureDocs of this matcher
            limit (int):
            list_versions (PostScreeningMatchDatasetResponse200ListVersions): Version of each list screened against
     """

    id: str
    responses: PostScreeningMatchDatasetResponse200Responses
    matcher: PostScreeningMatchDatasetResponse200Matcher
    limit: int
    list_versions: PostScreeningMatchDatasetResponse200ListVersions





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_dataset_response_200_list_versions import PostScreeningMatchDatasetResponse200ListVersions # noqa: PLC0415
        from ..models.post_screening_match_dataset_response_200_matcher import PostScreeningMatchDatasetResponse200Matcher # noqa: PLC0415
        from ..models.post_screening_match_dataset_response_200_responses import PostScreeningMatchDatasetResponse200Responses # noqa: PLC0415
        id = self.id

        responses = self.responses.to_dict()

        matcher = self.matcher.to_dict()

        limit = self.limit

        list_versions = self.list_versions.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "responses": responses,
            "matcher": matcher,
            "limit": limit,
            "listVersions": list_versions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_dataset_response_200_list_versions import PostScreeningMatchDatasetResponse200ListVersions # noqa: PLC0415
        from ..models.post_screening_match_dataset_response_200_matcher import PostScreeningMatchDatasetResponse200Matcher # noqa: PLC0415
        from ..models.post_screening_match_dataset_response_200_responses import PostScreeningMatchDatasetResponse200Responses # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        responses = PostScreeningMatchDatasetResponse200Responses.from_dict(d.pop("responses"))




        matcher = PostScreeningMatchDatasetResponse200Matcher.from_dict(d.pop("matcher"))




        limit = d.pop("limit")

        list_versions = PostScreeningMatchDatasetResponse200ListVersions.from_dict(d.pop("listVersions"))




        post_screening_match_dataset_response_200 = cls(
            id=id,
            responses=responses,
            matcher=matcher,
            limit=limit,
            list_versions=list_versions,
        )

        return post_screening_match_dataset_response_200

