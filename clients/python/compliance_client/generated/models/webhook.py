from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_events_item import WebhookEventsItem
from ..models.webhook_status import WebhookStatus
from typing import cast
import datetime






T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ A webhook subscription of the account

        Attributes:
            id (str): The id REST uses, unique within its type
            url (str): The endpoint events are POSTed to
            events (list[WebhookEventsItem]): Event names of spec 6.1
            status (WebhookStatus): ACTIVE receives events; PAUSED does not
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
     """

    id: str
    url: str
    events: list[WebhookEventsItem]
    status: WebhookStatus
    created_at: datetime.datetime
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        status = self.status.value

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "url": url,
            "events": events,
            "status": status,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = WebhookEventsItem(events_item_data)



            events.append(events_item)


        status = WebhookStatus(d.pop("status"))




        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        webhook = cls(
            id=id,
            url=url,
            events=events,
            status=status,
            created_at=created_at,
            updated_at=updated_at,
        )

        return webhook

