from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_event import WebhookDeliveryEvent
from ..models.webhook_delivery_status import WebhookDeliveryStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem
  from ..models.webhook_delivery_last_response_type_0 import WebhookDeliveryLastResponseType0





T = TypeVar("T", bound="WebhookDelivery")



@_attrs_define
class WebhookDelivery:
    """ One event's delivery to a webhook, with its attempts

        Attributes:
            id (str): Sent as X-Webhook-Delivery-ID, identical across retries
            webhook_id (str): The subscription it goes to
            event (WebhookDeliveryEvent): The event name (spec 6.1)
            status (WebhookDeliveryStatus): PENDING (attempts under way), SUCCEEDED, FAILED (schedule exhausted or
                subscription paused), HELD (application with the service)
            application_id (None | str): The application it belongs to, if any
            attempt_count (int): Attempts made so far
            next_attempt_at (datetime.datetime | None): When the next retry is due; null when none is
            last_response (None | WebhookDeliveryLastResponseType0): The last attempt's answer; null before the first
            attempts (list[WebhookDeliveryAttemptsItem]): Every attempt, oldest first
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            completed_at (datetime.datetime | None): When it succeeded or finally failed; null until then
     """

    id: str
    webhook_id: str
    event: WebhookDeliveryEvent
    status: WebhookDeliveryStatus
    application_id: None | str
    attempt_count: int
    next_attempt_at: datetime.datetime | None
    last_response: None | WebhookDeliveryLastResponseType0
    attempts: list[WebhookDeliveryAttemptsItem]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    completed_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem # noqa: PLC0415
        from ..models.webhook_delivery_last_response_type_0 import WebhookDeliveryLastResponseType0 # noqa: PLC0415
        id = self.id

        webhook_id = self.webhook_id

        event = self.event.value

        status = self.status.value

        application_id: None | str
        application_id = self.application_id

        attempt_count = self.attempt_count

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        last_response: dict[str, Any] | None
        if isinstance(self.last_response, WebhookDeliveryLastResponseType0):
            last_response = self.last_response.to_dict()
        else:
            last_response = self.last_response

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "webhookId": webhook_id,
            "event": event,
            "status": status,
            "applicationId": application_id,
            "attemptCount": attempt_count,
            "nextAttemptAt": next_attempt_at,
            "lastResponse": last_response,
            "attempts": attempts,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "completedAt": completed_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem # noqa: PLC0415
        from ..models.webhook_delivery_last_response_type_0 import WebhookDeliveryLastResponseType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        webhook_id = d.pop("webhookId")

        event = WebhookDeliveryEvent(d.pop("event"))




        status = WebhookDeliveryStatus(d.pop("status"))




        def _parse_application_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        application_id = _parse_application_id(d.pop("applicationId"))


        attempt_count = d.pop("attemptCount")

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("nextAttemptAt"))


        def _parse_last_response(data: object) -> None | WebhookDeliveryLastResponseType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_response_type_0 = WebhookDeliveryLastResponseType0.from_dict(data)



                return last_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WebhookDeliveryLastResponseType0, data)

        last_response = _parse_last_response(d.pop("lastResponse"))


        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = WebhookDeliveryAttemptsItem.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)



                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completedAt"))


        webhook_delivery = cls(
            id=id,
            webhook_id=webhook_id,
            event=event,
            status=status,
            application_id=application_id,
            attempt_count=attempt_count,
            next_attempt_at=next_attempt_at,
            last_response=last_response,
            attempts=attempts,
            created_at=created_at,
            updated_at=updated_at,
            completed_at=completed_at,
        )

        return webhook_delivery

