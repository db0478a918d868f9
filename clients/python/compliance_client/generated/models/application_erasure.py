from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ApplicationErasure")



@_attrs_define
class ApplicationErasure:
    """ The outcome of erasing an application's personal data; tombstones stay in its place

        Attributes:
            application_id (str): The application erased
            erased_at (datetime.datetime): When it was erased
            erased_now (bool): False when it had been erased before (a retry changes nothing)
            objects_deleted (int): Stored files deleted (documents, note attachments, migration files, exports holding it)
            audit_entries (int): Audit entries whose personal values were replaced by their digests
     """

    application_id: str
    erased_at: datetime.datetime
    erased_now: bool
    objects_deleted: int
    audit_entries: int





    def to_dict(self) -> dict[str, Any]:
        application_id = self.application_id

        erased_at = self.erased_at.isoformat()

        erased_now = self.erased_now

        objects_deleted = self.objects_deleted

        audit_entries = self.audit_entries


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "erasedAt": erased_at,
            "erasedNow": erased_now,
            "objectsDeleted": objects_deleted,
            "auditEntries": audit_entries,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        erased_at = datetime.datetime.fromisoformat(d.pop("erasedAt"))




        erased_now = d.pop("erasedNow")

        objects_deleted = d.pop("objectsDeleted")

        audit_entries = d.pop("auditEntries")

        application_erasure = cls(
            application_id=application_id,
            erased_at=erased_at,
            erased_now=erased_now,
            objects_deleted=objects_deleted,
            audit_entries=audit_entries,
        )

        return application_erasure

