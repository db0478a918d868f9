from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_screening_stories_story_id_body_status import PatchScreeningStoriesStoryIdBodyStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchScreeningStoriesStoryIdBody")



@_attrs_define
class PatchScreeningStoriesStoryIdBody:
    """ 
        Attributes:
            status (PatchScreeningStoriesStoryIdBodyStatus): The status every member hit takes
            note (str | Unset): One rationale applied to every member hit
            severity (None | str | Unset): Tier label applied to every member's matchResult.severity; null clears it
     """

    status: PatchScreeningStoriesStoryIdBodyStatus
    note: str | Unset = UNSET
    severity: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        note = self.note

        severity: None | str | Unset
        if isinstance(self.severity, Unset):
            severity = UNSET
        else:
            severity = self.severity


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if severity is not UNSET:
            field_dict["severity"] = severity

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = PatchScreeningStoriesStoryIdBodyStatus(d.pop("status"))




        note = d.pop("note", UNSET)

        def _parse_severity(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        severity = _parse_severity(d.pop("severity", UNSET))


        patch_screening_stories_story_id_body = cls(
            status=status,
            note=note,
            severity=severity,
        )

        return patch_screening_stories_story_id_body

