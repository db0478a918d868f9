from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionDocuments")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionDocuments:
    """ Points per required document missing once submitted, and per document whose checks failed, up to `max`

        Attributes:
            missing (float):
            failed (float):
            max_ (float):
     """

    missing: float
    failed: float
    max_: float





    def to_dict(self) -> dict[str, Any]:
        missing = self.missing

        failed = self.failed

        max_ = self.max_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "missing": missing,
            "failed": failed,
            "max": max_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        missing = d.pop("missing")

        failed = d.pop("failed")

        max_ = d.pop("max")

        put_settings_risk_model_body_definition_documents = cls(
            missing=missing,
            failed=failed,
            max_=max_,
        )

        return put_settings_risk_model_body_definition_documents

