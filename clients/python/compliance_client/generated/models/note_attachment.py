from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NoteAttachment")



@_attrs_define
class NoteAttachment:
    """ A file attached to a note

        Attributes:
            key (str): The stored file's key
            file_name (str): The file's name
            content_type (str): Its MIME type
            file_url (str): A freshly signed URL to GET it from
     """

    key: str
    file_name: str
    content_type: str
    file_url: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        file_name = self.file_name

        content_type = self.content_type

        file_url = self.file_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "fileName": file_name,
            "contentType": content_type,
            "fileUrl": file_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        file_url = d.pop("fileUrl")

        note_attachment = cls(
            key=key,
            file_name=file_name,
            content_type=content_type,
            file_url=file_url,
        )

        return note_attachment

