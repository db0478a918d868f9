from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_risk_model_body_definition import PutSettingsRiskModelBodyDefinition





T = TypeVar("T", bound="PutSettingsRiskModelBody")



@_attrs_define
class PutSettingsRiskModelBody:
    """ 
        Attributes:
            definition (PutSettingsRiskModelBodyDefinition): The model's weights and thresholds, whole (docs/risk-model.md)
            reason (str): Why the model changes (kept with the version)
     """

    definition: PutSettingsRiskModelBodyDefinition
    reason: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_risk_model_body_definition import PutSettingsRiskModelBodyDefinition # noqa: PLC0415
        definition = self.definition.to_dict()

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "definition": definition,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_settings_risk_model_body_definition import PutSettingsRiskModelBodyDefinition # noqa: PLC0415
        d = dict(src_dict)
        definition = PutSettingsRiskModelBodyDefinition.from_dict(d.pop("definition"))




        reason = d.pop("reason")

        put_settings_risk_model_body = cls(
            definition=definition,
            reason=reason,
        )

        return put_settings_risk_model_body

