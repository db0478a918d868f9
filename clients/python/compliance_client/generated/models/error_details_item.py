from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ErrorDetailsItem")



@_attrs_define
class ErrorDetailsItem:
    """ 
        Attributes:
            path (str):
            message (str):
     """

    path: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        path = self.path

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "path": path,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = d.pop("path")

        message = d.pop("message")

        error_details_item = cls(
            path=path,
            message=message,
        )

        return error_details_item

