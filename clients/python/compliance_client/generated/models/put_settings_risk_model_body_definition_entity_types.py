from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionEntityTypes")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionEntityTypes:
    """ Points of the applicant's entity type

        Attributes:
            individual (float):
            business (float):
     """

    individual: float
    business: float





    def to_dict(self) -> dict[str, Any]:
        individual = self.individual

        business = self.business


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "INDIVIDUAL": individual,
            "BUSINESS": business,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        individual = d.pop("INDIVIDUAL")

        business = d.pop("BUSINESS")

        put_settings_risk_model_body_definition_entity_types = cls(
            individual=individual,
            business=business,
        )

        return put_settings_risk_model_body_definition_entity_types

