from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_risk_model_body_definition_floors_hits_warning_confirmed_type_0 import PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0
from ..models.put_settings_risk_model_body_definition_floors_hits_warning_open_type_0 import PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0
from typing import cast






T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING:
    """ 
        Attributes:
            open_ (None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0):
            confirmed (None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0):
     """

    open_: None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0
    confirmed: None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0





    def to_dict(self) -> dict[str, Any]:
        open_: None | str
        if isinstance(self.open_, PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0):
            open_ = self.open_.value
        else:
            open_ = self.open_

        confirmed: None | str
        if isinstance(self.confirmed, PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0):
            confirmed = self.confirmed.value
        else:
            confirmed = self.confirmed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "open": open_,
            "confirmed": confirmed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_open_(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                open_type_0 = PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0(data)



                return open_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGOpenType0, data)

        open_ = _parse_open_(d.pop("open"))


        def _parse_confirmed(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                confirmed_type_0 = PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0(data)



                return confirmed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsHitsWARNINGConfirmedType0, data)

        confirmed = _parse_confirmed(d.pop("confirmed"))


        put_settings_risk_model_body_definition_floors_hits_warning = cls(
            open_=open_,
            confirmed=confirmed,
        )

        return put_settings_risk_model_body_definition_floors_hits_warning

