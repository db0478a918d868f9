from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_risk_model_body_definition_floors_countries import PutSettingsRiskModelBodyDefinitionFloorsCountries
  from ..models.put_settings_risk_model_body_definition_floors_hits import PutSettingsRiskModelBodyDefinitionFloorsHits





T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionFloors")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionFloors:
    """ The level a factor holds the assessment at or above, whatever the points add up to (null: none); the score is lifted
    to that level's threshold. Left out: the shipped floors (a call-for-action country HIGH, a confirmed sanctions hit
    PROHIBITED)

        Attributes:
            countries (PutSettingsRiskModelBodyDefinitionFloorsCountries):
            hits (PutSettingsRiskModelBodyDefinitionFloorsHits):
     """

    countries: PutSettingsRiskModelBodyDefinitionFloorsCountries
    hits: PutSettingsRiskModelBodyDefinitionFloorsHits





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_risk_model_body_definition_floors_countries import PutSettingsRiskModelBodyDefinitionFloorsCountries # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits import PutSettingsRiskModelBodyDefinitionFloorsHits # noqa: PLC0415
        countries = self.countries.to_dict()

        hits = self.hits.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "countries": countries,
            "hits": hits,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_settings_risk_model_body_definition_floors_countries import PutSettingsRiskModelBodyDefinitionFloorsCountries # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits import PutSettingsRiskModelBodyDefinitionFloorsHits # noqa: PLC0415
        d = dict(src_dict)
        countries = PutSettingsRiskModelBodyDefinitionFloorsCountries.from_dict(d.pop("countries"))




        hits = PutSettingsRiskModelBodyDefinitionFloorsHits.from_dict(d.pop("hits"))




        put_settings_risk_model_body_definition_floors = cls(
            countries=countries,
            hits=hits,
        )

        return put_settings_risk_model_body_definition_floors

