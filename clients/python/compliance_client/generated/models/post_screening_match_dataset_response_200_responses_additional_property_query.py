from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_dataset_response_200_responses_additional_property_query_properties import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties





T = TypeVar("T", bound="PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQuery")



@_attrs_define
class PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQuery:
    """ 
        Attributes:
            id (None | str):
            schema (str):
            properties (PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties):
     """

    id: None | str
    schema: str
    properties: PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_dataset_response_200_responses_additional_property_query_properties import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties # noqa: PLC0415
        id: None | str
        id = self.id

        schema = self.schema

        properties = self.properties.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "schema": schema,
            "properties": properties,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_dataset_response_200_responses_additional_property_query_properties import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))


        schema = d.pop("schema")

        properties = PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties.from_dict(d.pop("properties"))




        post_screening_match_dataset_response_200_responses_additional_property_query = cls(
            id=id,
            schema=schema,
            properties=properties,
        )

        return post_screening_match_dataset_response_200_responses_additional_property_query

