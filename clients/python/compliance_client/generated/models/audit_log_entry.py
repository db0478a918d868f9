from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.audit_log_entry_event import AuditLogEntryEvent





T = TypeVar("T", bound="AuditLogEntry")



@_attrs_define
class AuditLogEntry:
    """ One entry of an application's audit trail (hash-chained, append-only)

        Attributes:
            id (str): The id REST uses, unique within its type
            event (AuditLogEntryEvent): {type, entityType, entityId, changes: {field: {before, after}}}
            created_at (datetime.datetime): When it was created
            performed_by_name (str): Who made the change, as recorded then
            note (str): A reviewer's note on the entry
            hidden (bool): Hidden from the customer's view
            hash_ (str): SHA-256 chained to the previous entry of the application
     """

    id: str
    event: AuditLogEntryEvent
    created_at: datetime.datetime
    performed_by_name: str
    note: str
    hidden: bool
    hash_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_log_entry_event import AuditLogEntryEvent # noqa: PLC0415
        id = self.id

        event = self.event.to_dict()

        created_at = self.created_at.isoformat()

        performed_by_name = self.performed_by_name

        note = self.note

        hidden = self.hidden

        hash_ = self.hash_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "event": event,
            "createdAt": created_at,
            "performedByName": performed_by_name,
            "note": note,
            "hidden": hidden,
            "hash": hash_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_log_entry_event import AuditLogEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        event = AuditLogEntryEvent.from_dict(d.pop("event"))




        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        performed_by_name = d.pop("performedByName")

        note = d.pop("note")

        hidden = d.pop("hidden")

        hash_ = d.pop("hash")

        audit_log_entry = cls(
            id=id,
            event=event,
            created_at=created_at,
            performed_by_name=performed_by_name,
            note=note,
            hidden=hidden,
            hash_=hash_,
        )

        return audit_log_entry

