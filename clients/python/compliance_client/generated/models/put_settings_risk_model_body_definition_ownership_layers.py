from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionOwnershipLayers")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionOwnershipLayers:
    """ Points per layer of ownership beyond `free` layers, up to `max`

        Attributes:
            free (int):
            per_layer (float):
            max_ (float):
     """

    free: int
    per_layer: float
    max_: float





    def to_dict(self) -> dict[str, Any]:
        free = self.free

        per_layer = self.per_layer

        max_ = self.max_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "free": free,
            "perLayer": per_layer,
            "max": max_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        free = d.pop("free")

        per_layer = d.pop("perLayer")

        max_ = d.pop("max")

        put_settings_risk_model_body_definition_ownership_layers = cls(
            free=free,
            per_layer=per_layer,
            max_=max_,
        )

        return put_settings_risk_model_body_definition_ownership_layers

