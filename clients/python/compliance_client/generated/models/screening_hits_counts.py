from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ScreeningHitsCounts")



@_attrs_define
class ScreeningHitsCounts:
    """ The hits counted by review state

        Attributes:
            open_ (int): IN_REVIEW and NOT_REVIEWED hits
            confirmed (int): CONFIRMED and TRUE_MATCH hits
            dismissed (int): DISMISSED and FALSE_POSITIVE hits
            total (int): Every hit
     """

    open_: int
    confirmed: int
    dismissed: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_

        confirmed = self.confirmed

        dismissed = self.dismissed

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "open": open_,
            "confirmed": confirmed,
            "dismissed": dismissed,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        open_ = d.pop("open")

        confirmed = d.pop("confirmed")

        dismissed = d.pop("dismissed")

        total = d.pop("total")

        screening_hits_counts = cls(
            open_=open_,
            confirmed=confirmed,
            dismissed=dismissed,
            total=total,
        )

        return screening_hits_counts

