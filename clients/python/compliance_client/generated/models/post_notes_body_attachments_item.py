from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PostNotesBodyAttachmentsItem")



@_attrs_define
class PostNotesBodyAttachmentsItem:
    """ 
        Attributes:
            key (str): The key createDocumentUpload returned, after the bytes were PUT
            file_name (str): The file's name
            content_type (str): Its MIME type
     """

    key: str
    file_name: str
    content_type: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        file_name = self.file_name

        content_type = self.content_type


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "fileName": file_name,
            "contentType": content_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        post_notes_body_attachments_item = cls(
            key=key,
            file_name=file_name,
            content_type=content_type,
        )

        return post_notes_body_attachments_item

