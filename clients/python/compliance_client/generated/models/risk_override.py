from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.risk_override_level import RiskOverrideLevel
from typing import cast
import datetime






T = TypeVar("T", bound="RiskOverride")



@_attrs_define
class RiskOverride:
    """ A risk level set by hand over the assessed one

        Attributes:
            level (RiskOverrideLevel): The level in force
            reason (str): Why it was set
            by_id (str): The user who set it (asked for it, where four eyes applied)
            at (datetime.datetime): When it was set
            approved_by_id (None | str): Four eyes: the second approver who confirmed it; null when none was needed
     """

    level: RiskOverrideLevel
    reason: str
    by_id: str
    at: datetime.datetime
    approved_by_id: None | str





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        reason = self.reason

        by_id = self.by_id

        at = self.at.isoformat()

        approved_by_id: None | str
        approved_by_id = self.approved_by_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
            "reason": reason,
            "byId": by_id,
            "at": at,
            "approvedById": approved_by_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = RiskOverrideLevel(d.pop("level"))




        reason = d.pop("reason")

        by_id = d.pop("byId")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        def _parse_approved_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        approved_by_id = _parse_approved_by_id(d.pop("approvedById"))


        risk_override = cls(
            level=level,
            reason=reason,
            by_id=by_id,
            at=at,
            approved_by_id=approved_by_id,
        )

        return risk_override

