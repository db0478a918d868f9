from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ValidationResult")



@_attrs_define
class ValidationResult:
    """ One result of a document check

        Attributes:
            key (str): Which check this is, stable across runs (e.g. id_card.not_expired)
            is_valid (bool): Whether the document passed it
            label (str): The check as a reviewer reads it
            value (str): What was found, as text
            explanation (None | str): Optional context: why it passed or failed
     """

    key: str
    is_valid: bool
    label: str
    value: str
    explanation: None | str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        is_valid = self.is_valid

        label = self.label

        value = self.value

        explanation: None | str
        explanation = self.explanation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "isValid": is_valid,
            "label": label,
            "value": value,
            "explanation": explanation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        is_valid = d.pop("isValid")

        label = d.pop("label")

        value = d.pop("value")

        def _parse_explanation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        explanation = _parse_explanation(d.pop("explanation"))


        validation_result = cls(
            key=key,
            is_valid=is_valid,
            label=label,
            value=value,
            explanation=explanation,
        )

        return validation_result

