from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_webhooks_id_body_events_item import PatchWebhooksIdBodyEventsItem
from ..models.patch_webhooks_id_body_status import PatchWebhooksIdBodyStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchWebhooksIdBody")



@_attrs_define
class PatchWebhooksIdBody:
    """ 
        Attributes:
            url (str | Unset): A new endpoint
            events (list[PatchWebhooksIdBodyEventsItem] | Unset): The event names to receive, replacing the list
            status (PatchWebhooksIdBodyStatus | Unset): ACTIVE or PAUSED
     """

    url: str | Unset = UNSET
    events: list[PatchWebhooksIdBodyEventsItem] | Unset = UNSET
    status: PatchWebhooksIdBodyStatus | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)



        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if url is not UNSET:
            field_dict["url"] = url
        if events is not UNSET:
            field_dict["events"] = events
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        _events = d.pop("events", UNSET)
        events: list[PatchWebhooksIdBodyEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = PatchWebhooksIdBodyEventsItem(events_item_data)



                events.append(events_item)


        _status = d.pop("status", UNSET)
        status: PatchWebhooksIdBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PatchWebhooksIdBodyStatus(_status)




        patch_webhooks_id_body = cls(
            url=url,
            events=events,
            status=status,
        )

        return patch_webhooks_id_body

