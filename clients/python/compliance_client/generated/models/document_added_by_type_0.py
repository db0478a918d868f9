from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DocumentAddedByType0")



@_attrs_define
class DocumentAddedByType0:
    """ 
        Attributes:
            user_id (str):
            name (str):
     """

    user_id: str
    name: str





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "userId": user_id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("userId")

        name = d.pop("name")

        document_added_by_type_0 = cls(
            user_id=user_id,
            name=name,
        )

        return document_added_by_type_0

