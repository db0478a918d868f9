from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="OwnershipChartUrl")



@_attrs_define
class OwnershipChartUrl:
    """ A short-lived URL that serves an application's ownership chart without an API key, for an <img>

        Attributes:
            url (str): GET it with no Authorization header until expiresAt: the chart (image/svg+xml) as GET
                …/ownership/chart answers it; 403 once expired, altered or its key revoked, 409 once the application is erased
            expires_at (datetime.datetime): When the URL stops working
     """

    url: str
    expires_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "expiresAt": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        ownership_chart_url = cls(
            url=url,
            expires_at=expires_at,
        )

        return ownership_chart_url

