from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_documents_id_body_validations_item_type import PatchDocumentsIdBodyValidationsItemType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.patch_documents_id_body_validations_item_results_item import PatchDocumentsIdBodyValidationsItemResultsItem





T = TypeVar("T", bound="PatchDocumentsIdBodyValidationsItem")



@_attrs_define
class PatchDocumentsIdBodyValidationsItem:
    """ 
        Attributes:
            type_ (PatchDocumentsIdBodyValidationsItemType): The validation type (spec 2.4.2)
            results (list[PatchDocumentsIdBodyValidationsItemResultsItem]): Its results, one per check
            job_id (str | Unset): The vendor's job id, if any
            validation_attempts (int | Unset): Starts at 1 and counts each upload of this document type
     """

    type_: PatchDocumentsIdBodyValidationsItemType
    results: list[PatchDocumentsIdBodyValidationsItemResultsItem]
    job_id: str | Unset = UNSET
    validation_attempts: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_documents_id_body_validations_item_results_item import PatchDocumentsIdBodyValidationsItemResultsItem # noqa: PLC0415
        type_ = self.type_.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        job_id = self.job_id

        validation_attempts = self.validation_attempts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "results": results,
        })
        if job_id is not UNSET:
            field_dict["jobId"] = job_id
        if validation_attempts is not UNSET:
            field_dict["validationAttempts"] = validation_attempts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.patch_documents_id_body_validations_item_results_item import PatchDocumentsIdBodyValidationsItemResultsItem # noqa: PLC0415
        d = dict(src_dict)
        type_ = PatchDocumentsIdBodyValidationsItemType(d.pop("type"))




        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = PatchDocumentsIdBodyValidationsItemResultsItem.from_dict(results_item_data)



            results.append(results_item)


        job_id = d.pop("jobId", UNSET)

        validation_attempts = d.pop("validationAttempts", UNSET)

        patch_documents_id_body_validations_item = cls(
            type_=type_,
            results=results,
            job_id=job_id,
            validation_attempts=validation_attempts,
        )


        patch_documents_id_body_validations_item.additional_properties = d
        return patch_documents_id_body_validations_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
