from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_screening_match_dataset_response_200_responses_additional_property_results_item_match_result_type import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType
from typing import cast






T = TypeVar("T", bound="PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResult")



@_attrs_define
class PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResult:
    """ This service's explanation beyond yente's fields: the matchResult a key person's hit carries

        Attributes:
            is_match (bool):
            confidence (float):
            match_explanation (str): What agreed and what differed, in words
            cleared_reason (None | str): IDENTITY_MISMATCH or CONFIDENCE_BELOW_THRESHOLD when the engine cleared it
            risk_level (str):
            severity (None | str): Default tier from the entry in the account's taxonomy
            tier_rationale (None | str):
            type_ (PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType):
            list_ (str):
            matched_name (str): The entry's name or alias the query's name matched best
     """

    is_match: bool
    confidence: float
    match_explanation: str
    cleared_reason: None | str
    risk_level: str
    severity: None | str
    tier_rationale: None | str
    type_: PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType
    list_: str
    matched_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        is_match = self.is_match

        confidence = self.confidence

        match_explanation = self.match_explanation

        cleared_reason: None | str
        cleared_reason = self.cleared_reason

        risk_level = self.risk_level

        severity: None | str
        severity = self.severity

        tier_rationale: None | str
        tier_rationale = self.tier_rationale

        type_ = self.type_.value

        list_ = self.list_

        matched_name = self.matched_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "isMatch": is_match,
            "confidence": confidence,
            "matchExplanation": match_explanation,
            "clearedReason": cleared_reason,
            "riskLevel": risk_level,
            "severity": severity,
            "tierRationale": tier_rationale,
            "type": type_,
            "list": list_,
            "matchedName": matched_name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        is_match = d.pop("isMatch")

        confidence = d.pop("confidence")

        match_explanation = d.pop("matchExplanation")

        def _parse_cleared_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cleared_reason = _parse_cleared_reason(d.pop("clearedReason"))


        risk_level = d.pop("riskLevel")

        def _parse_severity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        severity = _parse_severity(d.pop("severity"))


        def _parse_tier_rationale(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier_rationale = _parse_tier_rationale(d.pop("tierRationale"))


        type_ = PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType(d.pop("type"))




        list_ = d.pop("list")

        matched_name = d.pop("matchedName")

        post_screening_match_dataset_response_200_responses_additional_property_results_item_match_result = cls(
            is_match=is_match,
            confidence=confidence,
            match_explanation=match_explanation,
            cleared_reason=cleared_reason,
            risk_level=risk_level,
            severity=severity,
            tier_rationale=tier_rationale,
            type_=type_,
            list_=list_,
            matched_name=matched_name,
        )


        post_screening_match_dataset_response_200_responses_additional_property_results_item_match_result.additional_properties = d
        return post_screening_match_dataset_response_200_responses_additional_property_results_item_match_result

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
