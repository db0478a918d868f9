from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_documents_id_body_origin_system import PatchDocumentsIdBodyOriginSystem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.patch_documents_id_body_metadata import PatchDocumentsIdBodyMetadata
  from ..models.patch_documents_id_body_validations_item import PatchDocumentsIdBodyValidationsItem





T = TypeVar("T", bound="PatchDocumentsIdBody")



@_attrs_define
class PatchDocumentsIdBody:
    """ 
        Attributes:
            hidden (bool | Unset): Hide or show the document (a document the service hid is shown again only by an operator)
            metadata (PatchDocumentsIdBodyMetadata | Unset): Replaces the document's free-form metadata; on a W_8_BEN_E or
                W_8_IMY, `fatca: { chapter4Status, giin }` states the entity's FATCA classification (checked: docs/tax-
                reporting.md)
            origin_system (PatchDocumentsIdBodyOriginSystem | Unset): The system that produced the validations given (a
                vendor)
            validations (list[PatchDocumentsIdBodyValidationsItem] | Unset): A vendor's or reviewer's validation results to
                record: vendor verdicts (VENDOR_*_DOCUMENT_VALIDATION) are stored; the service's own results passed back are
                left as stored. Nothing is ever deleted by a write
     """

    hidden: bool | Unset = UNSET
    metadata: PatchDocumentsIdBodyMetadata | Unset = UNSET
    origin_system: PatchDocumentsIdBodyOriginSystem | Unset = UNSET
    validations: list[PatchDocumentsIdBodyValidationsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_documents_id_body_metadata import PatchDocumentsIdBodyMetadata # noqa: PLC0415
        from ..models.patch_documents_id_body_validations_item import PatchDocumentsIdBodyValidationsItem # noqa: PLC0415
        hidden = self.hidden

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        origin_system: str | Unset = UNSET
        if not isinstance(self.origin_system, Unset):
            origin_system = self.origin_system.value


        validations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.validations, Unset):
            validations = []
            for validations_item_data in self.validations:
                validations_item = validations_item_data.to_dict()
                validations.append(validations_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if origin_system is not UNSET:
            field_dict["originSystem"] = origin_system
        if validations is not UNSET:
            field_dict["validations"] = validations

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.patch_documents_id_body_metadata import PatchDocumentsIdBodyMetadata # noqa: PLC0415
        from ..models.patch_documents_id_body_validations_item import PatchDocumentsIdBodyValidationsItem # noqa: PLC0415
        d = dict(src_dict)
        hidden = d.pop("hidden", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: PatchDocumentsIdBodyMetadata | Unset
        if isinstance(_metadata,  Unset):
            metadata = UNSET
        else:
            metadata = PatchDocumentsIdBodyMetadata.from_dict(_metadata)




        _origin_system = d.pop("originSystem", UNSET)
        origin_system: PatchDocumentsIdBodyOriginSystem | Unset
        if isinstance(_origin_system,  Unset):
            origin_system = UNSET
        else:
            origin_system = PatchDocumentsIdBodyOriginSystem(_origin_system)




        _validations = d.pop("validations", UNSET)
        validations: list[PatchDocumentsIdBodyValidationsItem] | Unset = UNSET
        if _validations is not UNSET:
            validations = []
            for validations_item_data in _validations:
                validations_item = PatchDocumentsIdBodyValidationsItem.from_dict(validations_item_data)



                validations.append(validations_item)


        patch_documents_id_body = cls(
            hidden=hidden,
            metadata=metadata,
            origin_system=origin_system,
            validations=validations,
        )

        return patch_documents_id_body

