from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_result_cleared_reason_type_0 import MatchResultClearedReasonType0
from typing import cast

if TYPE_CHECKING:
  from ..models.screening_category import ScreeningCategory





T = TypeVar("T", bound="MatchResult")



@_attrs_define
class MatchResult:
    """ The matching verdict on a screening hit: match, confidence, risk and categories

        Attributes:
            is_match (bool): Whether the source is judged to be about the screened person
            confidence (float): How sure the match is, 0 to 1
            review_note (str): Why the match was judged so, for the reviewer
            match_explanation (None | str): What agreed and what differed between the person and the source (name, birth
                date, country, ids)
            incident_summary (str): What the source reports
            risk_level (str): The risk the source carries, as the screening provider names it (the built-in engine: HIGH or
                MEDIUM)
            severity (None | str): Tier label of the account's taxonomy
            tier_rationale (None | str): Why the hit has its severity tier
            cleared_reason (MatchResultClearedReasonType0 | None): Why an automated pass cleared the hit; null while not
                cleared, on a reviewer's ruling, and on hits cleared before reasons were stored
            categories (list[ScreeningCategory]): Risk categories of the source, each a label and a short description
     """

    is_match: bool
    confidence: float
    review_note: str
    match_explanation: None | str
    incident_summary: str
    risk_level: str
    severity: None | str
    tier_rationale: None | str
    cleared_reason: MatchResultClearedReasonType0 | None
    categories: list[ScreeningCategory]





    def to_dict(self) -> dict[str, Any]:
        from ..models.screening_category import ScreeningCategory # noqa: PLC0415
        is_match = self.is_match

        confidence = self.confidence

        review_note = self.review_note

        match_explanation: None | str
        match_explanation = self.match_explanation

        incident_summary = self.incident_summary

        risk_level = self.risk_level

        severity: None | str
        severity = self.severity

        tier_rationale: None | str
        tier_rationale = self.tier_rationale

        cleared_reason: None | str
        if isinstance(self.cleared_reason, MatchResultClearedReasonType0):
            cleared_reason = self.cleared_reason.value
        else:
            cleared_reason = self.cleared_reason

        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "isMatch": is_match,
            "confidence": confidence,
            "reviewNote": review_note,
            "matchExplanation": match_explanation,
            "incidentSummary": incident_summary,
            "riskLevel": risk_level,
            "severity": severity,
            "tierRationale": tier_rationale,
            "clearedReason": cleared_reason,
            "categories": categories,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_category import ScreeningCategory # noqa: PLC0415
        d = dict(src_dict)
        is_match = d.pop("isMatch")

        confidence = d.pop("confidence")

        review_note = d.pop("reviewNote")

        def _parse_match_explanation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_explanation = _parse_match_explanation(d.pop("matchExplanation"))


        incident_summary = d.pop("incidentSummary")

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


        def _parse_cleared_reason(data: object) -> MatchResultClearedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cleared_reason_type_0 = MatchResultClearedReasonType0(data)



                return cleared_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchResultClearedReasonType0 | None, data)

        cleared_reason = _parse_cleared_reason(d.pop("clearedReason"))


        categories = []
        _categories = d.pop("categories")
        for categories_item_data in (_categories):
            categories_item = ScreeningCategory.from_dict(categories_item_data)



            categories.append(categories_item)


        match_result = cls(
            is_match=is_match,
            confidence=confidence,
            review_note=review_note,
            match_explanation=match_explanation,
            incident_summary=incident_summary,
            risk_level=risk_level,
            severity=severity,
            tier_rationale=tier_rationale,
            cleared_reason=cleared_reason,
            categories=categories,
        )

        return match_result

