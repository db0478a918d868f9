from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_risk_model_body_definition_floors_countries_call_for_action_type_0 import PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0
from ..models.put_settings_risk_model_body_definition_floors_countries_increased_monitoring_type_0 import PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0
from typing import cast






T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionFloorsCountries")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionFloorsCountries:
    """ 
        Attributes:
            call_for_action (None | PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0):
            increased_monitoring (None | PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0):
     """

    call_for_action: None | PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0
    increased_monitoring: None | PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0





    def to_dict(self) -> dict[str, Any]:
        call_for_action: None | str
        if isinstance(self.call_for_action, PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0):
            call_for_action = self.call_for_action.value
        else:
            call_for_action = self.call_for_action

        increased_monitoring: None | str
        if isinstance(self.increased_monitoring, PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0):
            increased_monitoring = self.increased_monitoring.value
        else:
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
        def _parse_call_for_action(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                call_for_action_type_0 = PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0(data)



                return call_for_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsCountriesCallForActionType0, data)

        call_for_action = _parse_call_for_action(d.pop("callForAction"))


        def _parse_increased_monitoring(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                increased_monitoring_type_0 = PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0(data)



                return increased_monitoring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsCountriesIncreasedMonitoringType0, data)

        increased_monitoring = _parse_increased_monitoring(d.pop("increasedMonitoring"))


        put_settings_risk_model_body_definition_floors_countries = cls(
            call_for_action=call_for_action,
            increased_monitoring=increased_monitoring,
        )

        return put_settings_risk_model_body_definition_floors_countries

