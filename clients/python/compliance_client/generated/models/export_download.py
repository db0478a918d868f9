from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ExportDownload")



@_attrs_define
class ExportDownload:
    """ A signed URL for an export's file, valid for a short time

        Attributes:
            url (str): A signed URL to GET the file from, minted on this call
            expires_at (datetime.datetime): When the URL stops working
            file_name (str): The file's name
     """

    url: str
    expires_at: datetime.datetime
    file_name: str





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        expires_at = self.expires_at.isoformat()

        file_name = self.file_name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "expiresAt": expires_at,
            "fileName": file_name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        file_name = d.pop("fileName")

        export_download = cls(
            url=url,
            expires_at=expires_at,
            file_name=file_name,
        )

        return export_download

