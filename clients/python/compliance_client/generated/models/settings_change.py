from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.settings_change_after import SettingsChangeAfter
  from ..models.settings_change_before import SettingsChangeBefore





T = TypeVar("T", bound="SettingsChange")



@_attrs_define
class SettingsChange:
    """ One change of the account's decision settings: who made it, when, the setting whole before and after (docs/roles-
    and-four-eyes.md)

        Attributes:
            id (str): The change's id
            setting (str): The setting changed (onboardingWorkflow: one onboarding workflow created or edited, its id in
                before and after): fourEyes, approvalGates, periodicReview, retention, uboThresholds or fatcaReporting
            before (SettingsChangeBefore): The setting before the change, whole (as its GET answered then)
            after (SettingsChangeAfter): The setting after the change, whole
            changed_by_id (str): The user who changed it
            changed_by_name (str): Who changed it, as recorded then
            created_at (datetime.datetime): When it changed
            audit_seq (int | None): The position of the change's entry (settings.changed) in the account's audit trail, one
                hash chain per account (null: recorded before that trail existed)
            audit_hash (None | str): That entry's hash, chained to the one before it (null: as auditSeq)
     """

    id: str
    setting: str
    before: SettingsChangeBefore
    after: SettingsChangeAfter
    changed_by_id: str
    changed_by_name: str
    created_at: datetime.datetime
    audit_seq: int | None
    audit_hash: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.settings_change_after import SettingsChangeAfter # noqa: PLC0415
        from ..models.settings_change_before import SettingsChangeBefore # noqa: PLC0415
        id = self.id

        setting = self.setting

        before = self.before.to_dict()

        after = self.after.to_dict()

        changed_by_id = self.changed_by_id

        changed_by_name = self.changed_by_name

        created_at = self.created_at.isoformat()

        audit_seq: int | None
        audit_seq = self.audit_seq

        audit_hash: None | str
        audit_hash = self.audit_hash


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "setting": setting,
            "before": before,
            "after": after,
            "changedById": changed_by_id,
            "changedByName": changed_by_name,
            "createdAt": created_at,
            "auditSeq": audit_seq,
            "auditHash": audit_hash,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_change_after import SettingsChangeAfter # noqa: PLC0415
        from ..models.settings_change_before import SettingsChangeBefore # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        setting = d.pop("setting")

        before = SettingsChangeBefore.from_dict(d.pop("before"))




        after = SettingsChangeAfter.from_dict(d.pop("after"))




        changed_by_id = d.pop("changedById")

        changed_by_name = d.pop("changedByName")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        def _parse_audit_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        audit_seq = _parse_audit_seq(d.pop("auditSeq"))


        def _parse_audit_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        audit_hash = _parse_audit_hash(d.pop("auditHash"))


        settings_change = cls(
            id=id,
            setting=setting,
            before=before,
            after=after,
            changed_by_id=changed_by_id,
            changed_by_name=changed_by_name,
            created_at=created_at,
            audit_seq=audit_seq,
            audit_hash=audit_hash,
        )

        return settings_change

