from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionLegalForms")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionLegalForms:
    """ Points when the ownership structure holds an arrangement of this legal form

        Attributes:
            trust (float):
            foundation (float):
     """

    trust: float
    foundation: float





    def to_dict(self) -> dict[str, Any]:
        trust = self.trust

        foundation = self.foundation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "TRUST": trust,
            "FOUNDATION": foundation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trust = d.pop("TRUST")

        foundation = d.pop("FOUNDATION")

        put_settings_risk_model_body_definition_legal_forms = cls(
            trust=trust,
            foundation=foundation,
        )

        return put_settings_risk_model_body_definition_legal_forms

