from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="DocumentDuplicateOfType0")



@_attrs_define
class DocumentDuplicateOfType0:
    """ 
        Attributes:
            document_id (str):
            file_name (str):
            created_at (datetime.datetime):
     """

    document_id: str
    file_name: str
    created_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        document_id = self.document_id

        file_name = self.file_name

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "documentId": document_id,
            "fileName": file_name,
            "createdAt": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        document_id = d.pop("documentId")

        file_name = d.pop("fileName")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        document_duplicate_of_type_0 = cls(
            document_id=document_id,
            file_name=file_name,
            created_at=created_at,
        )

        return document_duplicate_of_type_0

