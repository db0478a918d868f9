from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="NoteAttachment")



@_attrs_define
class NoteAttachment:
    """ A file attached to a note

        Attributes:
            key (str): The stored file's key
            file_name (str): The file's name
            content_type (str): Its MIME type
            sha256 (None | str): SHA-256 of the bytes copied from the upload when the note was written; the local store
                serves fileUrl only while they still hash to it
            byte_size (int | None): Size in bytes of the copy made when the note was written
            file_url (str): A freshly signed URL to GET it from
     """

    key: str
    file_name: str
    content_type: str
    sha256: None | str
    byte_size: int | None
    file_url: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        file_name = self.file_name

        content_type = self.content_type

        sha256: None | str
        sha256 = self.sha256

        byte_size: int | None
        byte_size = self.byte_size

        file_url = self.file_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "fileName": file_name,
            "contentType": content_type,
            "sha256": sha256,
            "byteSize": byte_size,
            "fileUrl": file_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        def _parse_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sha256 = _parse_sha256(d.pop("sha256"))


        def _parse_byte_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        byte_size = _parse_byte_size(d.pop("byteSize"))


        file_url = d.pop("fileUrl")

        note_attachment = cls(
            key=key,
            file_name=file_name,
            content_type=content_type,
            sha256=sha256,
            byte_size=byte_size,
            file_url=file_url,
        )

        return note_attachment

