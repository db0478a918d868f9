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
            voided_at (datetime.datetime | None): When it became void (the assessed level rose above it); null while it
                holds
            void_reason (None | str): Why it is void, in words a reviewer reads; null while it holds
     """

    level: RiskOverrideLevel
    reason: str
    by_id: str
    at: datetime.datetime
    approved_by_id: None | str
    voided_at: datetime.datetime | None
    void_reason: None | str





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        reason = self.reason

        by_id = self.by_id

        at = self.at.isoformat()

        approved_by_id: None | str
        approved_by_id = self.approved_by_id

        voided_at: None | str
        if isinstance(self.voided_at, datetime.datetime):
            voided_at = self.voided_at.isoformat()
        else:
            voided_at = self.voided_at

        void_reason: None | str
        void_reason = self.void_reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
            "reason": reason,
            "byId": by_id,
            "at": at,
            "approvedById": approved_by_id,
            "voidedAt": voided_at,
            "voidReason": void_reason,
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


        def _parse_voided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                voided_at_type_0 = datetime.datetime.fromisoformat(data)



                return voided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        voided_at = _parse_voided_at(d.pop("voidedAt"))


        def _parse_void_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        void_reason = _parse_void_reason(d.pop("voidReason"))


        risk_override = cls(
            level=level,
            reason=reason,
            by_id=by_id,
            at=at,
            approved_by_id=approved_by_id,
            voided_at=voided_at,
            void_reason=void_reason,
        )

        return risk_override

