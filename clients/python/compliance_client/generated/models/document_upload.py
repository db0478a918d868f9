from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="DocumentUpload")



@_attrs_define
class DocumentUpload:
    """ Where to PUT a document's file before registering it

        Attributes:
            key (str): The key to register the document with (POST /api/v1/documents, registerDocument)
            upload_url (str): A signed URL to PUT the file's bytes to (Content-Type as declared), before expiresAt
            expires_at (datetime.datetime): When the URL stops working
     """

    key: str
    upload_url: str
    expires_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        upload_url = self.upload_url

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "uploadUrl": upload_url,
            "expiresAt": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        upload_url = d.pop("uploadUrl")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        document_upload = cls(
            key=key,
            upload_url=upload_url,
            expires_at=expires_at,
        )

        return document_upload

