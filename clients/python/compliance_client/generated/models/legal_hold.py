from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="LegalHold")



@_attrs_define
class LegalHold:
    """ An application's legal hold: while active, it is never erased

        Attributes:
            application_id (str): The application held
            active (bool): Whether the hold applies
            reason (None | str): Why the records must be kept (null when released)
            set_at (datetime.datetime | None): When the hold was set (null when released)
     """

    application_id: str
    active: bool
    reason: None | str
    set_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        application_id = self.application_id

        active = self.active

        reason: None | str
        reason = self.reason

        set_at: None | str
        if isinstance(self.set_at, datetime.datetime):
            set_at = self.set_at.isoformat()
        else:
            set_at = self.set_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "active": active,
            "reason": reason,
            "setAt": set_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        active = d.pop("active")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_set_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                set_at_type_0 = datetime.datetime.fromisoformat(data)



                return set_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        set_at = _parse_set_at(d.pop("setAt"))


        legal_hold = cls(
            application_id=application_id,
            active=active,
            reason=reason,
            set_at=set_at,
        )

        return legal_hold

