from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="WebhookDeliveryAttemptsItem")



@_attrs_define
class WebhookDeliveryAttemptsItem:
    """ 
        Attributes:
            number (int): 1 for the first attempt, counting on across retries
            started_at (datetime.datetime): When the request was sent
            status_code (int | None): The receiver's HTTP status; null when no answer came
            latency_ms (int): Milliseconds until the answer or the failure
            error (None | str): Why the attempt failed without a status (timeout, refused, …)
            response_excerpt (None | str): First 1 KiB of the response body; null unless the key holds the `admin`
                permission (admin role, or a key without a role)
     """

    number: int
    started_at: datetime.datetime
    status_code: int | None
    latency_ms: int
    error: None | str
    response_excerpt: None | str





    def to_dict(self) -> dict[str, Any]:
        number = self.number

        started_at = self.started_at.isoformat()

        status_code: int | None
        status_code = self.status_code

        latency_ms = self.latency_ms

        error: None | str
        error = self.error

        response_excerpt: None | str
        response_excerpt = self.response_excerpt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "number": number,
            "startedAt": started_at,
            "statusCode": status_code,
            "latencyMs": latency_ms,
            "error": error,
            "responseExcerpt": response_excerpt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        started_at = datetime.datetime.fromisoformat(d.pop("startedAt"))




        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("statusCode"))


        latency_ms = d.pop("latencyMs")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        def _parse_response_excerpt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response_excerpt = _parse_response_excerpt(d.pop("responseExcerpt"))


        webhook_delivery_attempts_item = cls(
            number=number,
            started_at=started_at,
            status_code=status_code,
            latency_ms=latency_ms,
            error=error,
            response_excerpt=response_excerpt,
        )

        return webhook_delivery_attempts_item

