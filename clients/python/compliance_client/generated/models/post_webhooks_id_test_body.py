from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_webhooks_id_test_body_event_type import PostWebhooksIdTestBodyEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PostWebhooksIdTestBody")



@_attrs_define
class PostWebhooksIdTestBody:
    """ 
        Attributes:
            event_type (PostWebhooksIdTestBodyEventType | Unset): Test deployments only (the sandbox): send a signed example
                of this 6.1 event instead of the test request
     """

    event_type: PostWebhooksIdTestBodyEventType | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event_type: str | Unset = UNSET
        if not isinstance(self.event_type, Unset):
            event_type = self.event_type.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if event_type is not UNSET:
            field_dict["eventType"] = event_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _event_type = d.pop("eventType", UNSET)
        event_type: PostWebhooksIdTestBodyEventType | Unset
        if isinstance(_event_type,  Unset):
            event_type = UNSET
        else:
            event_type = PostWebhooksIdTestBodyEventType(_event_type)




        post_webhooks_id_test_body = cls(
            event_type=event_type,
        )

        return post_webhooks_id_test_body

