from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_risk_model_body_definition_floors_hits_adversemedia import PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA
  from ..models.put_settings_risk_model_body_definition_floors_hits_pep import PutSettingsRiskModelBodyDefinitionFloorsHitsPEP
  from ..models.put_settings_risk_model_body_definition_floors_hits_sanctions import PutSettingsRiskModelBodyDefinitionFloorsHitsSANCTIONS
  from ..models.put_settings_risk_model_body_definition_floors_hits_warning import PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING





T = TypeVar("T", bound="PutSettingsRiskModelBodyDefinitionFloorsHits")



@_attrs_define
class PutSettingsRiskModelBodyDefinitionFloorsHits:
    """ 
        Attributes:
            pep (PutSettingsRiskModelBodyDefinitionFloorsHitsPEP):
            sanctions (PutSettingsRiskModelBodyDefinitionFloorsHitsSANCTIONS):
            adverse_media (PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA):
            warning (PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING):
     """

    pep: PutSettingsRiskModelBodyDefinitionFloorsHitsPEP
    sanctions: PutSettingsRiskModelBodyDefinitionFloorsHitsSANCTIONS
    adverse_media: PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA
    warning: PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_risk_model_body_definition_floors_hits_adversemedia import PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits_pep import PutSettingsRiskModelBodyDefinitionFloorsHitsPEP # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits_sanctions import PutSettingsRiskModelBodyDefinitionFloorsHitsSANCTIONS # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits_warning import PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING # noqa: PLC0415
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
        from ..models.put_settings_risk_model_body_definition_floors_hits_adversemedia import PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits_pep import PutSettingsRiskModelBodyDefinitionFloorsHitsPEP # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits_sanctions import PutSettingsRiskModelBodyDefinitionFloorsHitsSANCTIONS # noqa: PLC0415
        from ..models.put_settings_risk_model_body_definition_floors_hits_warning import PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING # noqa: PLC0415
        d = dict(src_dict)
        pep = PutSettingsRiskModelBodyDefinitionFloorsHitsPEP.from_dict(d.pop("PEP"))




        sanctions = PutSettingsRiskModelBodyDefinitionFloorsHitsSANCTIONS.from_dict(d.pop("SANCTIONS"))




        adverse_media = PutSettingsRiskModelBodyDefinitionFloorsHitsADVERSEMEDIA.from_dict(d.pop("ADVERSE_MEDIA"))




        warning = PutSettingsRiskModelBodyDefinitionFloorsHitsWARNING.from_dict(d.pop("WARNING"))




        put_settings_risk_model_body_definition_floors_hits = cls(
            pep=pep,
            sanctions=sanctions,
            adverse_media=adverse_media,
            warning=warning,
        )

        return put_settings_risk_model_body_definition_floors_hits

