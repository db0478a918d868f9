from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RotatedWebhookSecret")



@_attrs_define
class RotatedWebhookSecret:
    """ A webhook's new signing secret; the previous one keeps signing until previousSecretExpiresAt

        Attributes:
            id (str): The id REST uses, unique within its type
            secret (str): The new signing secret, shown once
            previous_secret_expires_at (datetime.datetime | None): Until then deliveries are signed with both secrets
     """

    id: str
    secret: str
    previous_secret_expires_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        secret = self.secret

        previous_secret_expires_at: None | str
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "secret": secret,
            "previousSecretExpiresAt": previous_secret_expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        secret = d.pop("secret")

        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return previous_secret_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(d.pop("previousSecretExpiresAt"))


        rotated_webhook_secret = cls(
            id=id,
            secret=secret,
            previous_secret_expires_at=previous_secret_expires_at,
        )

        return rotated_webhook_secret

