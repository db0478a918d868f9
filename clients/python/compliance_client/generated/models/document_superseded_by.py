from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DocumentSupersededBy")



@_attrs_define
class DocumentSupersededBy:
    """ Only on rows of an includeSuperseded listing

        Attributes:
            document_id (str):
     """

    document_id: str





    def to_dict(self) -> dict[str, Any]:
        document_id = self.document_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "documentId": document_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        document_id = d.pop("documentId")

        document_superseded_by = cls(
            document_id=document_id,
        )

        return document_superseded_by

