from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MigrationItemCounts")



@_attrs_define
class MigrationItemCounts:
    """ Its items by status

        Attributes:
            total (int): Every item
            queued (int): Items not started yet
            in_progress (int): Items being processed
            completed (int): Items whose application was created
            missing_data (int): Items created with required fields missing (each a task)
            failed (int): Items that could not be migrated
            cancelled (int): Items cancelled before they were done
     """

    total: int
    queued: int
    in_progress: int
    completed: int
    missing_data: int
    failed: int
    cancelled: int





    def to_dict(self) -> dict[str, Any]:
        total = self.total

        queued = self.queued

        in_progress = self.in_progress

        completed = self.completed

        missing_data = self.missing_data

        failed = self.failed

        cancelled = self.cancelled


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "total": total,
            "queued": queued,
            "inProgress": in_progress,
            "completed": completed,
            "missingData": missing_data,
            "failed": failed,
            "cancelled": cancelled,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total = d.pop("total")

        queued = d.pop("queued")

        in_progress = d.pop("inProgress")

        completed = d.pop("completed")

        missing_data = d.pop("missingData")

        failed = d.pop("failed")

        cancelled = d.pop("cancelled")

        migration_item_counts = cls(
            total=total,
            queued=queued,
            in_progress=in_progress,
            completed=completed,
            missing_data=missing_data,
            failed=failed,
            cancelled=cancelled,
        )

        return migration_item_counts

