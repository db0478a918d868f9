from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="PostApplicationsBodyType0")



@_attrs_define
class PostApplicationsBodyType0:
    """ 
        Attributes:
            entity_type (Literal['INDIVIDUAL'] | Unset):
     """

    entity_type: Literal['INDIVIDUAL'] | Unset = UNSET
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
        entity_type = cast(Literal['INDIVIDUAL'] | Unset , d.pop("entityType", UNSET))
        if entity_type != 'INDIVIDUAL'and not isinstance(entity_type, Unset):
            raise ValueError(f"entityType must match const 'INDIVIDUAL', got '{entity_type}'")

        post_applications_body_type_0 = cls(
            entity_type=entity_type,
        )


        post_applications_body_type_0.additional_properties = d
        return post_applications_body_type_0

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
