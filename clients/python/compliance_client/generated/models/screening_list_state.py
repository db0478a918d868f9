from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ScreeningListState")



@_attrs_define
class ScreeningListState:
    """ A watchlist an application's screening was read against

        Attributes:
            list_ (str): The list's name
            version (int): Its version in force
            imported_at (datetime.datetime): When that version was imported
            refreshed_at (datetime.datetime): When the list was last known current: its source's last successful fetch, else
                its last import
            every_seconds (int | None): Its source's fetch interval; null: imported by hand, no schedule
            stale (bool): Past its schedule: no successful fetch for two of its intervals
     """

    list_: str
    version: int
    imported_at: datetime.datetime
    refreshed_at: datetime.datetime
    every_seconds: int | None
    stale: bool





    def to_dict(self) -> dict[str, Any]:
        list_ = self.list_

        version = self.version

        imported_at = self.imported_at.isoformat()

        refreshed_at = self.refreshed_at.isoformat()

        every_seconds: int | None
        every_seconds = self.every_seconds

        stale = self.stale


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "list": list_,
            "version": version,
            "importedAt": imported_at,
            "refreshedAt": refreshed_at,
            "everySeconds": every_seconds,
            "stale": stale,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        list_ = d.pop("list")

        version = d.pop("version")

        imported_at = datetime.datetime.fromisoformat(d.pop("importedAt"))




        refreshed_at = datetime.datetime.fromisoformat(d.pop("refreshedAt"))




        def _parse_every_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        every_seconds = _parse_every_seconds(d.pop("everySeconds"))


        stale = d.pop("stale")

        screening_list_state = cls(
            list_=list_,
            version=version,
            imported_at=imported_at,
            refreshed_at=refreshed_at,
            every_seconds=every_seconds,
            stale=stale,
        )

        return screening_list_state

