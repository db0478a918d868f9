from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_risk_model_body_definition_floors_hits_pep_confirmed_type_0 import PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0
from ..models.put_settings_risk_model_body_definition_floors_hits_pep_open_type_0 import PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0
from typing import cast






T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionFloorsHitsPEP")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionFloorsHitsPEP:
    """ 
        Attributes:
            open_ (None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0):
            confirmed (None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0):
     """

    open_: None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0
    confirmed: None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0





    def to_dict(self) -> dict[str, Any]:
        open_: None | str
        if isinstance(self.open_, PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0):
            open_ = self.open_.value
        else:
            open_ = self.open_

        confirmed: None | str
        if isinstance(self.confirmed, PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0):
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
        def _parse_open_(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                open_type_0 = PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0(data)



                return open_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPOpenType0, data)

        open_ = _parse_open_(d.pop("open"))


        def _parse_confirmed(data: object) -> None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                confirmed_type_0 = PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0(data)



                return confirmed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsRiskModelBodyDefinitionFloorsHitsPEPConfirmedType0, data)

        confirmed = _parse_confirmed(d.pop("confirmed"))


        put_settings_risk_model_body_definition_floors_hits_pep = cls(
            open_=open_,
            confirmed=confirmed,
        )

        return put_settings_risk_model_body_definition_floors_hits_pep

