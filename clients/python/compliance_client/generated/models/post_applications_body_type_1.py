from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="PostApplicationsBodyType1")



@_attrs_define
class PostApplicationsBodyType1:
    """ 
        Attributes:
            entity_type (Literal['BUSINESS'] | Unset):
     """

    entity_type: Literal['BUSINESS'] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        entity_type = self.entity_type


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if entity_type is not UNSET:
            field_dict["entityType"] = entity_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_type = cast(Literal['BUSINESS'] | Unset , d.pop("entityType", UNSET))
        if entity_type != 'BUSINESS'and not isinstance(entity_type, Unset):
            raise ValueError(f"entityType must match const 'BUSINESS', got '{entity_type}'")

        post_applications_body_type_1 = cls(
            entity_type=entity_type,
        )


        post_applications_body_type_1.additional_properties = d
        return post_applications_body_type_1

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
