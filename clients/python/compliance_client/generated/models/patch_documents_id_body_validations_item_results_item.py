from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchDocumentsIdBodyValidationsItemResultsItem")



@_attrs_define
class PatchDocumentsIdBodyValidationsItemResultsItem:
    """ 
        Attributes:
            key (str): Which check this is, stable across runs
            is_valid (bool): Whether the document passed it
            label (str): The check as a reviewer reads it
            value (str): What was found, as text
            explanation (None | str | Unset): Optional context: why it passed or failed
     """

    key: str
    is_valid: bool
    label: str
    value: str
    explanation: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        is_valid = self.is_valid

        label = self.label

        value = self.value

        explanation: None | str | Unset
        if isinstance(self.explanation, Unset):
            explanation = UNSET
        else:
            explanation = self.explanation


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
            "isValid": is_valid,
            "label": label,
            "value": value,
        })
        if explanation is not UNSET:
            field_dict["explanation"] = explanation

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        is_valid = d.pop("isValid")

        label = d.pop("label")

        value = d.pop("value")

        def _parse_explanation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        explanation = _parse_explanation(d.pop("explanation", UNSET))


        patch_documents_id_body_validations_item_results_item = cls(
            key=key,
            is_valid=is_valid,
            label=label,
            value=value,
            explanation=explanation,
        )


        patch_documents_id_body_validations_item_results_item.additional_properties = d
        return patch_documents_id_body_validations_item_results_item

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
