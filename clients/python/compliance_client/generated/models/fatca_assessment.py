from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fatca_assessment_status import FatcaAssessmentStatus
from typing import cast

if TYPE_CHECKING:
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
     """

    application_id: str
    status: FatcaAssessmentStatus
    indicia: list[UsIndicium]
    reasons: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.us_indicium import UsIndicium # noqa: PLC0415
        application_id = self.application_id

        status = self.status.value

        indicia = []
        for indicia_item_data in self.indicia:
            indicia_item = indicia_item_data.to_dict()
            indicia.append(indicia_item)



        reasons = self.reasons




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "status": status,
            "indicia": indicia,
            "reasons": reasons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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


        fatca_assessment = cls(
            application_id=application_id,
            status=status,
            indicia=indicia,
            reasons=reasons,
        )

        return fatca_assessment

