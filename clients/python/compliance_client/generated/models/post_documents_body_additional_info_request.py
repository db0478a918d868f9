from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PostDocumentsBodyAdditionalInfoRequest")



@_attrs_define
class PostDocumentsBodyAdditionalInfoRequest:
    """ The additional-information request the document answers, if any

        Attributes:
            request_id (str): The request's id
            item_id (None | str | Unset): The requested item's id, if any
            reason (None | str | Unset): Why it was asked for
            requested_by_name (None | str | Unset): Who asked
            owner_label (None | str | Unset): Whom the ask was about, if not the applicant
     """

    request_id: str
    item_id: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET
    requested_by_name: None | str | Unset = UNSET
    owner_label: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        request_id = self.request_id

        item_id: None | str | Unset
        if isinstance(self.item_id, Unset):
            item_id = UNSET
        else:
            item_id = self.item_id

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        requested_by_name: None | str | Unset
        if isinstance(self.requested_by_name, Unset):
            requested_by_name = UNSET
        else:
            requested_by_name = self.requested_by_name

        owner_label: None | str | Unset
        if isinstance(self.owner_label, Unset):
            owner_label = UNSET
        else:
            owner_label = self.owner_label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "requestId": request_id,
        })
        if item_id is not UNSET:
            field_dict["itemId"] = item_id
        if reason is not UNSET:
            field_dict["reason"] = reason
        if requested_by_name is not UNSET:
            field_dict["requestedByName"] = requested_by_name
        if owner_label is not UNSET:
            field_dict["ownerLabel"] = owner_label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        request_id = d.pop("requestId")

        def _parse_item_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        item_id = _parse_item_id(d.pop("itemId", UNSET))


        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_requested_by_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        requested_by_name = _parse_requested_by_name(d.pop("requestedByName", UNSET))


        def _parse_owner_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_label = _parse_owner_label(d.pop("ownerLabel", UNSET))


        post_documents_body_additional_info_request = cls(
            request_id=request_id,
            item_id=item_id,
            reason=reason,
            requested_by_name=requested_by_name,
            owner_label=owner_label,
        )

        return post_documents_body_additional_info_request

