from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionHitsSANCTIONS")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionHitsSANCTIONS:
    """ 
        Attributes:
            open_ (float):
            confirmed (float):
     """

    open_: float
    confirmed: float





    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_

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
        open_ = d.pop("open")

        confirmed = d.pop("confirmed")

        put_settings_risk_model_body_definition_hits_sanctions = cls(
            open_=open_,
            confirmed=confirmed,
        )

        return put_settings_risk_model_body_definition_hits_sanctions

