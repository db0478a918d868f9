from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.risk_override_pending_level import RiskOverridePendingLevel
from typing import cast
import datetime






T = TypeVar("T", bound="RiskOverridePending")



@_attrs_define
class RiskOverridePending:
    """ Four eyes: a change of the level by hand awaiting a second approver

        Attributes:
            level (RiskOverridePendingLevel): The level it would put in force
            withdraw (bool): It withdraws the override (the assessed level back in force)
            reason (str): Why it was asked for
            by_id (str): The user who asked for it
            at (datetime.datetime): When it was asked for
     """

    level: RiskOverridePendingLevel
    withdraw: bool
    reason: str
    by_id: str
    at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        withdraw = self.withdraw

        reason = self.reason

        by_id = self.by_id

        at = self.at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
            "withdraw": withdraw,
            "reason": reason,
            "byId": by_id,
            "at": at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = RiskOverridePendingLevel(d.pop("level"))




        withdraw = d.pop("withdraw")

        reason = d.pop("reason")

        by_id = d.pop("byId")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        risk_override_pending = cls(
            level=level,
            withdraw=withdraw,
            reason=reason,
            by_id=by_id,
            at=at,
        )

        return risk_override_pending

