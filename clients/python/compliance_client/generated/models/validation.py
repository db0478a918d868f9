from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.validation_type import ValidationType
from typing import cast

if TYPE_CHECKING:
  from ..models.validation_result import ValidationResult





T = TypeVar("T", bound="Validation")



@_attrs_define
class Validation:
    """ One check run on a document and its results

        Attributes:
            type_ (ValidationType): The validation type (spec 2.4.2)
            results (list[ValidationResult]): Its results, one per check
            validation_attempts (int): Starts at 1 and counts each upload of this document type
            job_id (None | str): The vendor's or service's job that produced it, if any
     """

    type_: ValidationType
    results: list[ValidationResult]
    validation_attempts: int
    job_id: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.validation_result import ValidationResult # noqa: PLC0415
        type_ = self.type_.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        validation_attempts = self.validation_attempts

        job_id: None | str
        job_id = self.job_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "results": results,
            "validationAttempts": validation_attempts,
            "jobId": job_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.validation_result import ValidationResult # noqa: PLC0415
        d = dict(src_dict)
        type_ = ValidationType(d.pop("type"))




        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = ValidationResult.from_dict(results_item_data)



            results.append(results_item)


        validation_attempts = d.pop("validationAttempts")

        def _parse_job_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        job_id = _parse_job_id(d.pop("jobId"))


        validation = cls(
            type_=type_,
            results=results,
            validation_attempts=validation_attempts,
            job_id=job_id,
        )

        return validation

