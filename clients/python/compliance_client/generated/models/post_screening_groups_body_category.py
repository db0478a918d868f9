from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PostScreeningGroupsBodyCategory")



@_attrs_define
class PostScreeningGroupsBodyCategory:
    """ 
        Attributes:
            label (str):
            description (None | str):
     """

    label: str
    description: None | str





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        description: None | str
        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        post_screening_groups_body_category = cls(
            label=label,
            description=description,
        )

        return post_screening_groups_body_category

