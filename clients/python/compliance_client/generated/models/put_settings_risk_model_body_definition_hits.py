from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_risk_model_body_definition_hits_adversemedia import PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA
  from ..models.put_settings_risk_model_body_definition_hits_pep import PutSettingsRiskModelBodyDefinitionHitsPEP
  from ..models.put_settings_risk_model_body_definition_hits_sanctions import PutSettingsRiskModelBodyDefinitionHitsSANCTIONS
  from ..models.put_settings_risk_model_body_definition_hits_warning import PutSettingsRiskModelBodyDefinitionHitsWARNING





T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionHits")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionHits:
    """ Points of a hit type while a hit of it is open (NOT_REVIEWED, IN_REVIEW) or confirmed (CONFIRMED, TRUE_MATCH),
    counted once per type

        Attributes:
            pep (PutSettingsRiskModelBodyDefinitionHitsPEP):
            sanctions (PutSettingsRiskModelBodyDefinitionHitsSANCTIONS):
            adverse_media (PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA):
            warning (PutSettingsRiskModelBodyDefinitionHitsWARNING):
     """

    pep: PutSettingsRiskModelBodyDefinitionHitsPEP
    sanctions: PutSettingsRiskModelBodyDefinitionHitsSANCTIONS
    adverse_media: PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA
    warning: PutSettingsRiskModelBodyDefinitionHitsWARNING





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_risk_model_body_definition_hits_adversemedia import PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits_pep import PutSettingsRiskModelBodyDefinitionHitsPEP # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits_sanctions import PutSettingsRiskModelBodyDefinitionHitsSANCTIONS # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits_warning import PutSettingsRiskModelBodyDefinitionHitsWARNING # noqa: PLC0415
        pep = self.pep.to_dict()

        sanctions = self.sanctions.to_dict()

        adverse_media = self.adverse_media.to_dict()

        warning = self.warning.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "PEP": pep,
            "SANCTIONS": sanctions,
            "ADVERSE_MEDIA": adverse_media,
            "WARNING": warning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_settings_risk_model_body_definition_hits_adversemedia import PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits_pep import PutSettingsRiskModelBodyDefinitionHitsPEP # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits_sanctions import PutSettingsRiskModelBodyDefinitionHitsSANCTIONS # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_hits_warning import PutSettingsRiskModelBodyDefinitionHitsWARNING # noqa: PLC0415
        d = dict(src_dict)
        pep = PutSettingsRiskModelBodyDefinitionHitsPEP.from_dict(d.pop("PEP"))




        sanctions = PutSettingsRiskModelBodyDefinitionHitsSANCTIONS.from_dict(d.pop("SANCTIONS"))




        adverse_media = PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA.from_dict(d.pop("ADVERSE_MEDIA"))




        warning = PutSettingsRiskModelBodyDefinitionHitsWARNING.from_dict(d.pop("WARNING"))




        put_settings_risk_model_body_definition_hits = cls(
            pep=pep,
            sanctions=sanctions,
            adverse_media=adverse_media,
            warning=warning,
        )

        return put_settings_risk_model_body_definition_hits

