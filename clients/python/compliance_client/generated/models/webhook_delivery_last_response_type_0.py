from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookDeliveryLastResponseType0")



@_attrs_define
class WebhookDeliveryLastResponseType0:
    """ 
        Attributes:
            status_code (int | None): The HTTP status; null when no answer came
            error (None | str): Why it failed without a status
            body_excerpt (None | str): First 1 KiB of the response body; null unless the key holds the `admin` permission
                (admin role, or a key without a role)
     """

    status_code: int | None
    error: None | str
    body_excerpt: None | str





    def to_dict(self) -> dict[str, Any]:
        status_code: int | None
        status_code = self.status_code

        error: None | str
        error = self.error

        body_excerpt: None | str
        body_excerpt = self.body_excerpt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "statusCode": status_code,
            "error": error,
            "bodyExcerpt": body_excerpt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("statusCode"))


        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        def _parse_body_excerpt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        body_excerpt = _parse_body_excerpt(d.pop("bodyExcerpt"))


        webhook_delivery_last_response_type_0 = cls(
            status_code=status_code,
            error=error,
            body_excerpt=body_excerpt,
        )

        return webhook_delivery_last_response_type_0

