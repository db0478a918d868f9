from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fatca_assessment_status import FatcaAssessmentStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.fatca_entity_classification import FatcaEntityClassification
  from ..models.us_indicium import UsIndicium





T = TypeVar("T", bound="FatcaAssessment")



@_attrs_define
class FatcaAssessment:
    """ The application's FATCA status, derived on request from its key persons and documents (nothing is stored)

        Attributes:
            application_id (str): The application
            status (FatcaAssessmentStatus): US_PERSON, CURED or NOT_US
            indicia (list[UsIndicium]): Every US indicium found, in the order read
            reasons (list[str]): Why the status is what it is, one sentence each
            classification (FatcaEntityClassification | None): An entity's FATCA classification as its forms certify it;
                null for an individual, or an entity with no form stating one
     """

    application_id: str
    status: FatcaAssessmentStatus
    indicia: list[UsIndicium]
    reasons: list[str]
    classification: FatcaEntityClassification | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.fatca_entity_classification import FatcaEntityClassification # noqa: PLC0415
        from ..models.us_indicium import UsIndicium # noqa: PLC0415
        application_id = self.application_id

        status = self.status.value

        indicia = []
        for indicia_item_data in self.indicia:
            indicia_item = indicia_item_data.to_dict()
            indicia.append(indicia_item)



        reasons = self.reasons



        classification: dict[str, Any] | None
        if isinstance(self.classification, FatcaEntityClassification):
            classification = self.classification.to_dict()
        else:
            classification = self.classification


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "status": status,
            "indicia": indicia,
            "reasons": reasons,
            "classification": classification,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fatca_entity_classification import FatcaEntityClassification # noqa: PLC0415
        from ..models.us_indicium import UsIndicium # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        status = FatcaAssessmentStatus(d.pop("status"))




        indicia = []
        _indicia = d.pop("indicia")
        for indicia_item_data in (_indicia):
            indicia_item = UsIndicium.from_dict(indicia_item_data)



            indicia.append(indicia_item)


        reasons = cast(list[str], d.pop("reasons"))


        def _parse_classification(data: object) -> FatcaEntityClassification | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                classification_type_0 = FatcaEntityClassification.from_dict(data)



                return classification_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FatcaEntityClassification | None, data)

        classification = _parse_classification(d.pop("classification"))


        fatca_assessment = cls(
            application_id=application_id,
            status=status,
            indicia=indicia,
            reasons=reasons,
            classification=classification,
        )

        return fatca_assessment

