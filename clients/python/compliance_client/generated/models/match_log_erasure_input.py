from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MatchLogErasureInput")



@_attrs_define
class MatchLogErasureInput:
    """ 
        Attributes:
            name (str): The subject's name as queried: a query's name, alias or previous name, or its first and last name
                together (case and extra blanks ignored)
            birth_date (datetime.date | Unset): Only queries giving this birth date (YYYY-MM-DD) or none; left out: every
                query naming the subject
     """

    name: str
    birth_date: datetime.date | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        birth_date: str | Unset = UNSET
        if not isinstance(self.birth_date, Unset):
            birth_date = self.birth_date.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if birth_date is not UNSET:
            field_dict["birthDate"] = birth_date

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _birth_date = d.pop("birthDate", UNSET)
        birth_date: datetime.date | Unset
        if isinstance(_birth_date,  Unset):
            birth_date = UNSET
        else:
            birth_date = datetime.date.fromisoformat(_birth_date)




        match_log_erasure_input = cls(
            name=name,
            birth_date=birth_date,
        )

        return match_log_erasure_input

