from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.account_audit_entry_after_type_0 import AccountAuditEntryAfterType0
  from ..models.account_audit_entry_before_type_0 import AccountAuditEntryBeforeType0
  from ..models.account_audit_entry_event import AccountAuditEntryEvent





T = TypeVar("T", bound="AccountAuditEntry")



@_attrs_define
class AccountAuditEntry:
    """ One entry of the account's audit trail (what is decided about the account: a settings change), one hash chain per
    account (docs/roles-and-four-eyes.md)

        Attributes:
            id (str): The entry's id
            seq (int): Its position in the account's chain, from 1
            hash_ (str): SHA-256 (hex) of prevHash and the entry's canonical JSON
            prev_hash (str): The hash of the entry before it (64 zeros for seq 1)
            event_type (str): What happened: settings.changed
            entity_type (None | str): What the entry is about: SETTINGS_CHANGE
            entity_id (None | str): Its id: the SettingsChange's id, as GET /settings/history lists it
            field (None | str): The setting changed (fourEyes, approvalGates, periodicReview, retention, uboThresholds,
                onboardingWorkflow, fatcaReporting)
            before (AccountAuditEntryBeforeType0 | None): The setting before the change, whole
            after (AccountAuditEntryAfterType0 | None): The setting after the change, whole
            event (AccountAuditEntryEvent): The entry's event whole, as hashed: with id, accountId, seq, eventType,
                performedById, performedByName, note and createdAt it is what hash covers (docs/roles-and-four-eyes.md)
            performed_by_id (None | str): The user who made the change
            performed_by_name (str): Who made it, as recorded then
            note (None | str): A sentence saying what changed
            created_at (datetime.datetime): When
     """

    id: str
    seq: int
    hash_: str
    prev_hash: str
    event_type: str
    entity_type: None | str
    entity_id: None | str
    field: None | str
    before: AccountAuditEntryBeforeType0 | None
    after: AccountAuditEntryAfterType0 | None
    event: AccountAuditEntryEvent
    performed_by_id: None | str
    performed_by_name: str
    note: None | str
    created_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from ..models.account_audit_entry_after_type_0 import AccountAuditEntryAfterType0 # noqa: PLC0415
        from ..models.account_audit_entry_before_type_0 import AccountAuditEntryBeforeType0 # noqa: PLC0415
        from ..models.account_audit_entry_event import AccountAuditEntryEvent # noqa: PLC0415
        id = self.id

        seq = self.seq

        hash_ = self.hash_

        prev_hash = self.prev_hash

        event_type = self.event_type

        entity_type: None | str
        entity_type = self.entity_type

        entity_id: None | str
        entity_id = self.entity_id

        field: None | str
        field = self.field

        before: dict[str, Any] | None
        if isinstance(self.before, AccountAuditEntryBeforeType0):
            before = self.before.to_dict()
        else:
            before = self.before

        after: dict[str, Any] | None
        if isinstance(self.after, AccountAuditEntryAfterType0):
            after = self.after.to_dict()
        else:
            after = self.after

        event = self.event.to_dict()

        performed_by_id: None | str
        performed_by_id = self.performed_by_id

        performed_by_name = self.performed_by_name

        note: None | str
        note = self.note

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "seq": seq,
            "hash": hash_,
            "prevHash": prev_hash,
            "eventType": event_type,
            "entityType": entity_type,
            "entityId": entity_id,
            "field": field,
            "before": before,
            "after": after,
            "event": event,
            "performedById": performed_by_id,
            "performedByName": performed_by_name,
            "note": note,
            "createdAt": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_audit_entry_after_type_0 import AccountAuditEntryAfterType0 # noqa: PLC0415
        from ..models.account_audit_entry_before_type_0 import AccountAuditEntryBeforeType0 # noqa: PLC0415
        from ..models.account_audit_entry_event import AccountAuditEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        seq = d.pop("seq")

        hash_ = d.pop("hash")

        prev_hash = d.pop("prevHash")

        event_type = d.pop("eventType")

        def _parse_entity_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        entity_type = _parse_entity_type(d.pop("entityType"))


        def _parse_entity_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        entity_id = _parse_entity_id(d.pop("entityId"))


        def _parse_field(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        field = _parse_field(d.pop("field"))


        def _parse_before(data: object) -> AccountAuditEntryBeforeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                before_type_0 = AccountAuditEntryBeforeType0.from_dict(data)



                return before_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AccountAuditEntryBeforeType0 | None, data)

        before = _parse_before(d.pop("before"))


        def _parse_after(data: object) -> AccountAuditEntryAfterType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = AccountAuditEntryAfterType0.from_dict(data)



                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AccountAuditEntryAfterType0 | None, data)

        after = _parse_after(d.pop("after"))


        event = AccountAuditEntryEvent.from_dict(d.pop("event"))




        def _parse_performed_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        performed_by_id = _parse_performed_by_id(d.pop("performedById"))


        performed_by_name = d.pop("performedByName")

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        account_audit_entry = cls(
            id=id,
            seq=seq,
            hash_=hash_,
            prev_hash=prev_hash,
            event_type=event_type,
            entity_type=entity_type,
            entity_id=entity_id,
            field=field,
            before=before,
            after=after,
            event=event,
            performed_by_id=performed_by_id,
            performed_by_name=performed_by_name,
            note=note,
            created_at=created_at,
        )

        return account_audit_entry

