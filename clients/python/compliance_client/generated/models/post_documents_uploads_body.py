from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PostDocumentsUploadsBody")



@_attrs_define
class PostDocumentsUploadsBody:
    """ 
        Attributes:
            file_name (str):
            content_type (str):
     """

    file_name: str
    content_type: str





    def to_dict(self) -> dict[str, Any]:
        file_name = self.file_name

        content_type = self.content_type


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fileName": file_name,
            "contentType": content_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        post_documents_uploads_body = cls(
            file_name=file_name,
            content_type=content_type,
        )

        return post_documents_uploads_body

