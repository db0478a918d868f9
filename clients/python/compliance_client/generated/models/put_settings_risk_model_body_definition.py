from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_risk_model_body_definition_countries import PutSettingsRiskModelBodyDefinitionCountries
  from ..models.put_settings_risk_model_body_definition_documents import PutSettingsRiskModelBodyDefinitionDocuments
  from ..models.put_settings_risk_model_body_definition_entity_types import PutSettingsRiskModelBodyDefinitionEntityTypes
  from ..models.put_settings_risk_model_body_definition_floors import PutSettingsRiskModelBodyDefinitionFloors
  from ..models.put_settings_risk_model_body_definition_hits import PutSettingsRiskModelBodyDefinitionHits
  from ..models.put_settings_risk_model_body_definition_legal_forms import PutSettingsRiskModelBodyDefinitionLegalForms
  from ..models.put_settings_risk_model_body_definition_ownership_layers import PutSettingsRiskModelBodyDefinitionOwnershipLayers
  from ..models.put_settings_risk_model_body_definition_thresholds import PutSettingsRiskModelBodyDefinitionThresholds





T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinition")



@_attrs_define
class PutSettingsRiskModelBodyDefinition:
    """ The model's weights and thresholds, whole (docs/risk-model.md)

        Attributes:
            thresholds (PutSettingsRiskModelBodyDefinitionThresholds): Where the levels start on the 0 to 100 score
            countries (PutSettingsRiskModelBodyDefinitionCountries): Points of a country on FATF's call-for-action or
                increased-monitoring list, counted once per scope (nationality, residence, incorporation, ownership chain)
            hits (PutSettingsRiskModelBodyDefinitionHits): Points of a hit type while a hit of it is open (NOT_REVIEWED,
                IN_REVIEW) or confirmed (CONFIRMED, TRUE_MATCH), counted once per type
            entity_types (PutSettingsRiskModelBodyDefinitionEntityTypes): Points of the applicant's entity type
            legal_forms (PutSettingsRiskModelBodyDefinitionLegalForms): Points when the ownership structure holds an
                arrangement of this legal form
            ownership_layers (PutSettingsRiskModelBodyDefinitionOwnershipLayers): Points per layer of ownership beyond
                `free` layers, up to `max`
            documents (PutSettingsRiskModelBodyDefinitionDocuments): Points per required document missing once submitted,
                and per document whose checks failed, up to `max`
            floors (PutSettingsRiskModelBodyDefinitionFloors | Unset): The level a factor holds the assessment at or above,
                whatever the points add up to (null: none); the score is lifted to that level's threshold. Left out: the shipped
                floors (a call-for-action country HIGH, a confirmed sanctions hit PROHIBITED)
     """

    thresholds: PutSettingsRiskModelBodyDefinitionThresholds
    countries: PutSettingsRiskModelBodyDefinitionCountries
    hits: PutSettingsRiskModelBodyDefinitionHits
    entity_types: PutSettingsRiskModelBodyDefinitionEntityTypes
    legal_forms: PutSettingsRiskModelBodyDefinitionLegalForms
    ownership_layers: PutSettingsRiskModelBodyDefinitionOwnershipLayers
    documents: PutSettingsRiskModelBodyDefinitionDocuments
    floors: PutSettingsRiskModelBodyDefinitionFloors | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_risk_model_body_definition_countries import PutSettingsRiskModelBodyDefinitionCountries # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_documents import PutSettingsRiskModelBodyDefinitionDocuments # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_entity_types import PutSettingsRiskModelBodyDefinitionEntityTypes # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors import PutSettingsRiskModelBodyDefinitionFloors # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits import PutSettingsRiskModelBodyDefinitionHits # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_legal_forms import PutSettingsRiskModelBodyDefinitionLegalForms # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_ownership_layers import PutSettingsRiskModelBodyDefinitionOwnershipLayers # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_thresholds import PutSettingsRiskModelBodyDefinitionThresholds # noqa: PLC0415
        thresholds = self.thresholds.to_dict()

        countries = self.countries.to_dict()

        hits = self.hits.to_dict()

        entity_types = self.entity_types.to_dict()

        legal_forms = self.legal_forms.to_dict()

        ownership_layers = self.ownership_layers.to_dict()

        documents = self.documents.to_dict()

        floors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.floors, Unset):
            floors = self.floors.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "thresholds": thresholds,
            "countries": countries,
            "hits": hits,
            "entityTypes": entity_types,
            "legalForms": legal_forms,
            "ownershipLayers": ownership_layers,
            "documents": documents,
        })
        if floors is not UNSET:
            field_dict["floors"] = floors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_settings_risk_model_body_definition_countries import PutSettingsRiskModelBodyDefinitionCountries # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_documents import PutSettingsRiskModelBodyDefinitionDocuments # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_entity_types import PutSettingsRiskModelBodyDefinitionEntityTypes # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors import PutSettingsRiskModelBodyDefinitionFloors # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits import PutSettingsRiskModelBodyDefinitionHits # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_legal_forms import PutSettingsRiskModelBodyDefinitionLegalForms # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_ownership_layers import PutSettingsRiskModelBodyDefinitionOwnershipLayers # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_thresholds import PutSettingsRiskModelBodyDefinitionThresholds # noqa: PLC0415
        d = dict(src_dict)
        thresholds = PutSettingsRiskModelBodyDefinitionThresholds.from_dict(d.pop("thresholds"))




        countries = PutSettingsRiskModelBodyDefinitionCountries.from_dict(d.pop("countries"))




        hits = PutSettingsRiskModelBodyDefinitionHits.from_dict(d.pop("hits"))




        entity_types = PutSettingsRiskModelBodyDefinitionEntityTypes.from_dict(d.pop("entityTypes"))




        legal_forms = PutSettingsRiskModelBodyDefinitionLegalForms.from_dict(d.pop("legalForms"))




        ownership_layers = PutSettingsRiskModelBodyDefinitionOwnershipLayers.from_dict(d.pop("ownershipLayers"))




        documents = PutSettingsRiskModelBodyDefinitionDocuments.from_dict(d.pop("documents"))




        _floors = d.pop("floors", UNSET)
        floors: PutSettingsRiskModelBodyDefinitionFloors | Unset
        if isinstance(_floors,  Unset):
            floors = UNSET
        else:
            floors = PutSettingsRiskModelBodyDefinitionFloors.from_dict(_floors)




        put_settings_risk_model_body_definition = cls(
            thresholds=thresholds,
            countries=countries,
            hits=hits,
            entity_types=entity_types,
            legal_forms=legal_forms,
            ownership_layers=ownership_layers,
            documents=documents,
            floors=floors,
        )

        return put_settings_risk_model_body_definition

