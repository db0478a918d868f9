from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_screening_hits_batch_body_hits_item_type_0_status import PostScreeningHitsBatchBodyHitsItemType0Status
from ..types import UNSET, Unset






T = TypeVar("T", bound="PostScreeningHitsBatchBodyHitsItemType0")



@_attrs_define
class PostScreeningHitsBatchBodyHitsItemType0:
    """ 
        Attributes:
            status (PostScreeningHitsBatchBodyHitsItemType0Status | Unset):
     """

    status: PostScreeningHitsBatchBodyHitsItemType0Status | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _status = d.pop("status", UNSET)
        status: PostScreeningHitsBatchBodyHitsItemType0Status | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PostScreeningHitsBatchBodyHitsItemType0Status(_status)




        post_screening_hits_batch_body_hits_item_type_0 = cls(
            status=status,
        )


        post_screening_hits_batch_body_hits_item_type_0.additional_properties = d
        return post_screening_hits_batch_body_hits_item_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
