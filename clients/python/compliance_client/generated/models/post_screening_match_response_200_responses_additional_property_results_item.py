from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_response_200_responses_additional_property_results_item_explanations import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations
  from ..models.post_screening_match_response_200_responses_additional_property_results_item_features import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures
  from ..models.post_screening_match_response_200_responses_additional_property_results_item_match_result import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult
  from ..models.post_screening_match_response_200_responses_additional_property_results_item_properties import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties





T = TypeVar("T", bound="PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem")



@_attrs_define
class PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem:
    """ 
        Attributes:
            id (str): The entry's id in its list (FtM id, OFAC uid)
            caption (str):
            schema (str):
            properties (PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties):
            datasets (list[str]): The list, then the source datasets an FtM record names
            referents (list[str]):
            target (bool): A sanctions entry
            first_seen (None | str):
            last_seen (None | str):
            last_change (None | str):
            score (float):
            match (bool): score ≥ threshold, as yente says it; what the engine clears for a key person is in
                explanations.cleared and matchResult
            features (PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures): Each feature that held
                and its value (deprecated in yente 4 in favour of explanations)
            explanations (PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations): Each feature
                that held with its value and what it means; `cleared` (score 0) when the engine clears the result, saying why
            token (None | str):
            match_result (PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult): This service's
                explanation beyond yente's fields: the matchResult a key person's hit carries
     """

    id: str
    caption: str
    schema: str
    properties: PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties
    datasets: list[str]
    referents: list[str]
    target: bool
    first_seen: None | str
    last_seen: None | str
    last_change: None | str
    score: float
    match: bool
    features: PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures
    explanations: PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations
    token: None | str
    match_result: PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_explanations import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_features import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_match_result import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_properties import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties # noqa: PLC0415
        id = self.id

        caption = self.caption

        schema = self.schema

        properties = self.properties.to_dict()

        datasets = self.datasets



        referents = self.referents



        target = self.target

        first_seen: None | str
        first_seen = self.first_seen

        last_seen: None | str
        last_seen = self.last_seen

        last_change: None | str
        last_change = self.last_change

        score = self.score

        match = self.match

        features = self.features.to_dict()

        explanations = self.explanations.to_dict()

        token: None | str
        token = self.token

        match_result = self.match_result.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "caption": caption,
            "schema": schema,
            "properties": properties,
            "datasets": datasets,
            "referents": referents,
            "target": target,
            "first_seen": first_seen,
            "last_seen": last_seen,
            "last_change": last_change,
            "score": score,
            "match": match,
            "features": features,
            "explanations": explanations,
            "token": token,
            "matchResult": match_result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_explanations import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_features import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_match_result import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult # noqa: PLC0415
        from ..models.post_screening_match_response_200_responses_additional_property_results_item_properties import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        caption = d.pop("caption")

        schema = d.pop("schema")

        properties = PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties.from_dict(d.pop("properties"))




        datasets = cast(list[str], d.pop("datasets"))


        referents = cast(list[str], d.pop("referents"))


        target = d.pop("target")

        def _parse_first_seen(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_seen = _parse_first_seen(d.pop("first_seen"))


        def _parse_last_seen(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        def _parse_last_change(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_change = _parse_last_change(d.pop("last_change"))


        score = d.pop("score")

        match = d.pop("match")

        features = PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures.from_dict(d.pop("features"))




        explanations = PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations.from_dict(d.pop("explanations"))




        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        match_result = PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult.from_dict(d.pop("matchResult"))




        post_screening_match_response_200_responses_additional_property_results_item = cls(
            id=id,
            caption=caption,
            schema=schema,
            properties=properties,
            datasets=datasets,
            referents=referents,
            target=target,
            first_seen=first_seen,
            last_seen=last_seen,
            last_change=last_change,
            score=score,
            match=match,
            features=features,
            explanations=explanations,
            token=token,
            match_result=match_result,
        )

        return post_screening_match_response_200_responses_additional_property_results_item

