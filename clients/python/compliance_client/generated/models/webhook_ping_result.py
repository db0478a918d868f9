from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookPingResult")



@_attrs_define
class WebhookPingResult:
    """ The outcome of a test event sent to a webhook

        Attributes:
            delivery_id (str): The test delivery's id, as sent in X-Webhook-Delivery-ID
            ok (bool): Whether the endpoint answered 2xx
            status_code (int | None): The endpoint's HTTP status; null when no answer came
            latency_ms (int): Milliseconds until the answer or the failure
            error (None | str): Why it failed without a status
     """

    delivery_id: str
    ok: bool
    status_code: int | None
    latency_ms: int
    error: None | str





    def to_dict(self) -> dict[str, Any]:
        delivery_id = self.delivery_id

        ok = self.ok

        status_code: int | None
        status_code = self.status_code

        latency_ms = self.latency_ms

        error: None | str
        error = self.error


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deliveryId": delivery_id,
            "ok": ok,
            "statusCode": status_code,
            "latencyMs": latency_ms,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delivery_id = d.pop("deliveryId")

        ok = d.pop("ok")

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


        webhook_ping_result = cls(
            delivery_id=delivery_id,
            ok=ok,
            status_code=status_code,
            latency_ms=latency_ms,
            error=error,
        )

        return webhook_ping_result

