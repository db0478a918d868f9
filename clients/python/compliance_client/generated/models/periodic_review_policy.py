from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PeriodicReviewPolicy")



@_attrs_define
class PeriodicReviewPolicy:
    """ How often an approved application of this account is reviewed, by its risk level, and how early its review task
    opens

        Attributes:
            high_months (int): Months between reviews of a HIGH-risk (and PROHIBITED or unrated) application
            medium_months (int): Months between reviews of a MEDIUM-risk application
            low_months (int): Months between reviews of a LOW-risk application
            lead_days (int): Days before the due date the review task opens
     """

    high_months: int
    medium_months: int
    low_months: int
    lead_days: int





    def to_dict(self) -> dict[str, Any]:
        high_months = self.high_months

        medium_months = self.medium_months

        low_months = self.low_months

        lead_days = self.lead_days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "highMonths": high_months,
            "mediumMonths": medium_months,
            "lowMonths": low_months,
            "leadDays": lead_days,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        high_months = d.pop("highMonths")

        medium_months = d.pop("mediumMonths")

        low_months = d.pop("lowMonths")

        lead_days = d.pop("leadDays")

        periodic_review_policy = cls(
            high_months=high_months,
            medium_months=medium_months,
            low_months=low_months,
            lead_days=lead_days,
        )

        return periodic_review_policy

