from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_hit_application_risk_level_type_0 import ScreeningHitApplicationRiskLevelType0
from typing import cast
import datetime






T = TypeVar("T", bound="ScreeningHitApplication")



@_attrs_define
class ScreeningHitApplication:
    """ The application a hit was found for, as a reviewer's row shows it

        Attributes:
            id (str): The application's id
            name (str): The application's name
            risk_level (None | ScreeningHitApplicationRiskLevelType0): The application's risk level
            next_review_at (datetime.datetime | None): When the application's next periodic review is due (approved
                applications)
            review_overdue (bool): The application's periodic review is past due
     """

    id: str
    name: str
    risk_level: None | ScreeningHitApplicationRiskLevelType0
    next_review_at: datetime.datetime | None
    review_overdue: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        risk_level: None | str
        if isinstance(self.risk_level, ScreeningHitApplicationRiskLevelType0):
            risk_level = self.risk_level.value
        else:
            risk_level = self.risk_level

        next_review_at: None | str
        if isinstance(self.next_review_at, datetime.datetime):
            next_review_at = self.next_review_at.isoformat()
        else:
            next_review_at = self.next_review_at

        review_overdue = self.review_overdue


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "riskLevel": risk_level,
            "nextReviewAt": next_review_at,
            "reviewOverdue": review_overdue,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_risk_level(data: object) -> None | ScreeningHitApplicationRiskLevelType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_level_type_0 = ScreeningHitApplicationRiskLevelType0(data)



                return risk_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreeningHitApplicationRiskLevelType0, data)

        risk_level = _parse_risk_level(d.pop("riskLevel"))


        def _parse_next_review_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_review_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_review_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_review_at = _parse_next_review_at(d.pop("nextReviewAt"))


        review_overdue = d.pop("reviewOverdue")

        screening_hit_application = cls(
            id=id,
            name=name,
            risk_level=risk_level,
            next_review_at=next_review_at,
            review_overdue=review_overdue,
        )

        return screening_hit_application

