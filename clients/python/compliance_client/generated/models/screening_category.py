from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ScreeningCategory")



@_attrs_define
class ScreeningCategory:
    """ A risk category of a screening match

        Attributes:
            label (str): The category's name
            description (None | str): Short risk-type description, at most 12 words
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


        screening_category = cls(
            label=label,
            description=description,
        )

        return screening_category

