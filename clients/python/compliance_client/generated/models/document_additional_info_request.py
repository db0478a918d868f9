from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DocumentAdditionalInfoRequest")



@_attrs_define
class DocumentAdditionalInfoRequest:
    """ 
        Attributes:
            request_id (str):
            item_id (None | str):
            reason (None | str):
            requested_by_name (None | str):
            owner_label (None | str):
     """

    request_id: str
    item_id: None | str
    reason: None | str
    requested_by_name: None | str
    owner_label: None | str





    def to_dict(self) -> dict[str, Any]:
        request_id = self.request_id

        item_id: None | str
        item_id = self.item_id

        reason: None | str
        reason = self.reason

        requested_by_name: None | str
        requested_by_name = self.requested_by_name

        owner_label: None | str
        owner_label = self.owner_label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "requestId": request_id,
            "itemId": item_id,
            "reason": reason,
            "requestedByName": requested_by_name,
            "ownerLabel": owner_label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        request_id = d.pop("requestId")

        def _parse_item_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        item_id = _parse_item_id(d.pop("itemId"))


        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_requested_by_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        requested_by_name = _parse_requested_by_name(d.pop("requestedByName"))


        def _parse_owner_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_label = _parse_owner_label(d.pop("ownerLabel"))


        document_additional_info_request = cls(
            request_id=request_id,
            item_id=item_id,
            reason=reason,
            requested_by_name=requested_by_name,
            owner_label=owner_label,
        )

        return document_additional_info_request

