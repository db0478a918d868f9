from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_webhook_events_item import CreatedWebhookEventsItem
from ..models.created_webhook_status import CreatedWebhookStatus
from typing import cast
import datetime






T = TypeVar("T", bound="CreatedWebhook")



@_attrs_define
class CreatedWebhook:
    """ The new subscription, with its signing secret — returned this once only

        Attributes:
            id (str): The id REST uses, unique within its type
            url (str): The endpoint events are POSTed to
            events (list[CreatedWebhookEventsItem]): Event names of spec 6.1
            secret (str): Signing secret, returned once, here only: `whsec_` + standard base64. X-Webhook-Signature is keyed
                with this whole string, the Standard Webhooks `webhook-signature` with the bytes after `whsec_`
            status (CreatedWebhookStatus): ACTIVE receives events; PAUSED does not
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
     """

    id: str
    url: str
    events: list[CreatedWebhookEventsItem]
    secret: str
    status: CreatedWebhookStatus
    created_at: datetime.datetime
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        secret = self.secret

        status = self.status.value

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "url": url,
            "events": events,
            "secret": secret,
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
            events_item = CreatedWebhookEventsItem(events_item_data)



            events.append(events_item)


        secret = d.pop("secret")

        status = CreatedWebhookStatus(d.pop("status"))




        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_webhook = cls(
            id=id,
            url=url,
            events=events,
            secret=secret,
            status=status,
            created_at=created_at,
            updated_at=updated_at,
        )

        return created_webhook

