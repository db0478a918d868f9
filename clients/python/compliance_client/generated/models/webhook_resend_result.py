from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookResendResult")



@_attrs_define
class WebhookResendResult:
    """ The deliveries a resend queued

        Attributes:
            count (int): How many deliveries were queued again
            delivery_ids (list[str]): Their ids (each keeps its id)
     """

    count: int
    delivery_ids: list[str]





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        delivery_ids = self.delivery_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "deliveryIds": delivery_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        delivery_ids = cast(list[str], d.pop("deliveryIds"))


        webhook_resend_result = cls(
            count=count,
            delivery_ids=delivery_ids,
        )

        return webhook_resend_result

