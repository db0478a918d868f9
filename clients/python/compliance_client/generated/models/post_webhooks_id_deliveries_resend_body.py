from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="PostWebhooksIdDeliveriesResendBody")



@_attrs_define
class PostWebhooksIdDeliveriesResendBody:
    """ 
        Attributes:
            from_ (datetime.datetime):
            to (datetime.datetime):
     """

    from_: datetime.datetime
    to: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        to = self.to.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = datetime.datetime.fromisoformat(d.pop("from"))




        to = datetime.datetime.fromisoformat(d.pop("to"))




        post_webhooks_id_deliveries_resend_body = cls(
            from_=from_,
            to=to,
        )

        return post_webhooks_id_deliveries_resend_body

