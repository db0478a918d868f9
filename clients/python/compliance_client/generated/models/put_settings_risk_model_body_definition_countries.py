from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionCountries")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionCountries:
    """ Points of a country on FATF's call-for-action or increased-monitoring list, counted once per scope (nationality,
    residence, incorporation, ownership chain)

        Attributes:
            call_for_action (float):
            increased_monitoring (float):
     """

    call_for_action: float
    increased_monitoring: float





    def to_dict(self) -> dict[str, Any]:
        call_for_action = self.call_for_action

        increased_monitoring = self.increased_monitoring


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "callForAction": call_for_action,
            "increasedMonitoring": increased_monitoring,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_for_action = d.pop("callForAction")

        increased_monitoring = d.pop("increasedMonitoring")

        put_settings_risk_model_body_definition_countries = cls(
            call_for_action=call_for_action,
            increased_monitoring=increased_monitoring,
        )

        return put_settings_risk_model_body_definition_countries

