from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_risk_model_body_definition_floors_hits_adversemedia_confirmed_type_0 import PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0
from ..models.put_settings_risk_model_body_definition_floors_hits_adversemedia_open_type_0 import PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0
from typing import cast






T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA:
    """ 
        Attributes:
            open_ (None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0):
            confirmed (None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0):
     """

    open_: None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0
    confirmed: None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0





    def to_dict(self) -> dict[str, Any]:
        open_: None | str
        if isinstance(self.open_, PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0):
            open_ = self.open_.value
        else:
            open_ = self.open_

        confirmed: None | str
        if isinstance(self.confirmed, PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0):
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
        def _parse_open_(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                open_type_0 = PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0(data)



                return open_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAOpenType0, data)

        open_ = _parse_open_(d.pop("open"))


        def _parse_confirmed(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                confirmed_type_0 = PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0(data)



                return confirmed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIAConfirmedType0, data)

        confirmed = _parse_confirmed(d.pop("confirmed"))


        put_settings_risk_model_body_definition_floors_hits_adversemedia = cls(
            open_=open_,
            confirmed=confirmed,
        )

        return put_settings_risk_model_body_definition_floors_hits_adversemedia

