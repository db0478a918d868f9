from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_webhooks_body_events_item import PostWebhooksBodyEventsItem
from typing import cast






T = TypeVar("T", bound="PostWebhooksBody")



@_attrs_define
class PostWebhooksBody:
    """ 
        Attributes:
            url (str): The endpoint to POST events to: https in live deployments, and a public address unless private
                targets are allowed
            events (list[PostWebhooksBodyEventsItem]): Event names of spec 6.1
     """

    url: str
    events: list[PostWebhooksBodyEventsItem]





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = PostWebhooksBodyEventsItem(events_item_data)



            events.append(events_item)


        post_webhooks_body = cls(
            url=url,
            events=events,
        )

        return post_webhooks_body

