from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PostWebhooksIdRotateSecretBody")



@_attrs_define
class PostWebhooksIdRotateSecretBody:
    """ 
        Attributes:
            overlap_seconds (int | Unset): How long the old secret still signs (default 24 h, at most 7 days)
     """

    overlap_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        overlap_seconds = self.overlap_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if overlap_seconds is not UNSET:
            field_dict["overlapSeconds"] = overlap_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        overlap_seconds = d.pop("overlapSeconds", UNSET)

        post_webhooks_id_rotate_secret_body = cls(
            overlap_seconds=overlap_seconds,
        )

        return post_webhooks_id_rotate_secret_body

