from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_arrival import DocumentArrival
from ..models.document_hidden_source_type_0 import DocumentHiddenSourceType0
from ..models.document_origin_system import DocumentOriginSystem
from ..models.document_sub_type import DocumentSubType
from ..models.document_type import DocumentType
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.document_added_by_type_0 import DocumentAddedByType0
  from ..models.document_additional_info_request import DocumentAdditionalInfoRequest
  from ..models.document_duplicate_of_type_0 import DocumentDuplicateOfType0
  from ..models.document_metadata import DocumentMetadata
  from ..models.document_subject_type_0 import DocumentSubjectType0
  from ..models.document_superseded_by import DocumentSupersededBy
  from ..models.note import Note
  from ..models.validation import Validation





T = TypeVar("T", bound="Document")



@_attrs_define
class Document:
    """ 
        Attributes:
            id (str):
            type_ (DocumentType):
            title (str): Human-readable label of the type
            file_name (str):
            content_type (str):
            url (None | str): Signed afresh on every read, valid about 7 days; null when no object is stored
            hidden (bool):
            hidden_source (DocumentHiddenSourceType0 | None): CLIENT: hidden by the customer; SERVICE: hidden by the
                operator or with no recorded source; null while visible
            replaced (bool):
            validations (list[Validation]):
            created_at (datetime.datetime):
            key (str): Object-storage key of the file
            byte_size (int | None):
            sha256 (None | str): SHA-256 of the stored bytes (hex)
            application_id (None | str):
            validated (bool): Every check of the document has run
            passed_all_checks (bool): Checks ran and every result not superseded is valid
            superseded_check_keys (list[str]): Derived on read: own check keys superseded by a vendor verdict on the same
                concern
            subject (DocumentSubjectType0 | None):
            updated_at (datetime.datetime):
            notes (list[Note]):
            arrival (DocumentArrival): Derived on read
            duplicate_of (DocumentDuplicateOfType0 | None):
            added_by (DocumentAddedByType0 | None): The platform user who uploaded it; null for anything the applicant
                supplied
            workflow_order (int | None):
            origin_system (DocumentOriginSystem | Unset):
            sub_type (DocumentSubType | Unset):
            metadata (DocumentMetadata | Unset):
            superseded_by (DocumentSupersededBy | Unset): Only on rows of an includeSuperseded listing
            additional_info_request (DocumentAdditionalInfoRequest | Unset):
     """

    id: str
    type_: DocumentType
    title: str
    file_name: str
    content_type: str
    url: None | str
    hidden: bool
    hidden_source: DocumentHiddenSourceType0 | None
    replaced: bool
    validations: list[Validation]
    created_at: datetime.datetime
    key: str
    byte_size: int | None
    sha256: None | str
    application_id: None | str
    validated: bool
    passed_all_checks: bool
    superseded_check_keys: list[str]
    subject: DocumentSubjectType0 | None
    updated_at: datetime.datetime
    notes: list[Note]
    arrival: DocumentArrival
    duplicate_of: DocumentDuplicateOfType0 | None
    added_by: DocumentAddedByType0 | None
    workflow_order: int | None
    origin_system: DocumentOriginSystem | Unset = UNSET
    sub_type: DocumentSubType | Unset = UNSET
    metadata: DocumentMetadata | Unset = UNSET
    superseded_by: DocumentSupersededBy | Unset = UNSET
    additional_info_request: DocumentAdditionalInfoRequest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_added_by_type_0 import DocumentAddedByType0 # noqa: PLC0415
        from ..models.document_additional_info_request import DocumentAdditionalInfoRequest # noqa: PLC0415
        from ..models.document_duplicate_of_type_0 import DocumentDuplicateOfType0 # noqa: PLC0415
        from ..models.document_metadata import DocumentMetadata # noqa: PLC0415
        from ..models.document_subject_type_0 import DocumentSubjectType0 # noqa: PLC0415
        from ..models.document_superseded_by import DocumentSupersededBy # noqa: PLC0415
        from ..models.note import Note # noqa: PLC0415
        from ..models.validation import Validation # noqa: PLC0415
        id = self.id

        type_ = self.type_.value

        title = self.title

        file_name = self.file_name

        content_type = self.content_type

        url: None | str
        url = self.url

        hidden = self.hidden

        hidden_source: None | str
        if isinstance(self.hidden_source, DocumentHiddenSourceType0):
            hidden_source = self.hidden_source.value
        else:
            hidden_source = self.hidden_source

        replaced = self.replaced

        validations = []
        for validations_item_data in self.validations:
            validations_item = validations_item_data.to_dict()
            validations.append(validations_item)



        created_at = self.created_at.isoformat()

        key = self.key

        byte_size: int | None
        byte_size = self.byte_size

        sha256: None | str
        sha256 = self.sha256

        application_id: None | str
        application_id = self.application_id

        validated = self.validated

        passed_all_checks = self.passed_all_checks

        superseded_check_keys = self.superseded_check_keys



        subject: dict[str, Any] | None
        if isinstance(self.subject, DocumentSubjectType0):
            subject = self.subject.to_dict()
        else:
            subject = self.subject

        updated_at = self.updated_at.isoformat()

        notes = []
        for notes_item_data in self.notes:
            notes_item = notes_item_data.to_dict()
            notes.append(notes_item)



        arrival = self.arrival.value

        duplicate_of: dict[str, Any] | None
        if isinstance(self.duplicate_of, DocumentDuplicateOfType0):
            duplicate_of = self.duplicate_of.to_dict()
        else:
            duplicate_of = self.duplicate_of

        added_by: dict[str, Any] | None
        if isinstance(self.added_by, DocumentAddedByType0):
            added_by = self.added_by.to_dict()
        else:
            added_by = self.added_by

        workflow_order: int | None
        workflow_order = self.workflow_order

        origin_system: str | Unset = UNSET
        if not isinstance(self.origin_system, Unset):
            origin_system = self.origin_system.value


        sub_type: str | Unset = UNSET
        if not isinstance(self.sub_type, Unset):
            sub_type = self.sub_type.value


        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        superseded_by: dict[str, Any] | Unset = UNSET
        if not isinstance(self.superseded_by, Unset):
            superseded_by = self.superseded_by.to_dict()

        additional_info_request: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional_info_request, Unset):
            additional_info_request = self.additional_info_request.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "title": title,
            "fileName": file_name,
            "contentType": content_type,
            "url": url,
            "hidden": hidden,
            "hiddenSource": hidden_source,
            "replaced": replaced,
            "validations": validations,
            "createdAt": created_at,
            "key": key,
            "byteSize": byte_size,
            "sha256": sha256,
            "applicationId": application_id,
            "validated": validated,
            "passedAllChecks": passed_all_checks,
            "supersededCheckKeys": superseded_check_keys,
            "subject": subject,
            "updatedAt": updated_at,
            "notes": notes,
            "arrival": arrival,
            "duplicateOf": duplicate_of,
            "addedBy": added_by,
            "workflowOrder": workflow_order,
        })
        if origin_system is not UNSET:
            field_dict["originSystem"] = origin_system
        if sub_type is not UNSET:
            field_dict["subType"] = sub_type
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if superseded_by is not UNSET:
            field_dict["supersededBy"] = superseded_by
        if additional_info_request is not UNSET:
            field_dict["additionalInfoRequest"] = additional_info_request

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_added_by_type_0 import DocumentAddedByType0 # noqa: PLC0415
        from ..models.document_additional_info_request import DocumentAdditionalInfoRequest # noqa: PLC0415
        from ..models.document_duplicate_of_type_0 import DocumentDuplicateOfType0 # noqa: PLC0415
        from ..models.document_metadata import DocumentMetadata # noqa: PLC0415
        from ..models.document_subject_type_0 import DocumentSubjectType0 # noqa: PLC0415
        from ..models.document_superseded_by import DocumentSupersededBy # noqa: PLC0415
        from ..models.note import Note # noqa: PLC0415
        from ..models.validation import Validation # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = DocumentType(d.pop("type"))




        title = d.pop("title")

        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


        hidden = d.pop("hidden")

        def _parse_hidden_source(data: object) -> DocumentHiddenSourceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hidden_source_type_0 = DocumentHiddenSourceType0(data)



                return hidden_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DocumentHiddenSourceType0 | None, data)

        hidden_source = _parse_hidden_source(d.pop("hiddenSource"))


        replaced = d.pop("replaced")

        validations = []
        _validations = d.pop("validations")
        for validations_item_data in (_validations):
            validations_item = Validation.from_dict(validations_item_data)



            validations.append(validations_item)


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        key = d.pop("key")

        def _parse_byte_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        byte_size = _parse_byte_size(d.pop("byteSize"))


        def _parse_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sha256 = _parse_sha256(d.pop("sha256"))


        def _parse_application_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        application_id = _parse_application_id(d.pop("applicationId"))


        validated = d.pop("validated")

        passed_all_checks = d.pop("passedAllChecks")

        superseded_check_keys = cast(list[str], d.pop("supersededCheckKeys"))


        def _parse_subject(data: object) -> DocumentSubjectType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                subject_type_0 = DocumentSubjectType0.from_dict(data)



                return subject_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DocumentSubjectType0 | None, data)

        subject = _parse_subject(d.pop("subject"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        notes = []
        _notes = d.pop("notes")
        for notes_item_data in (_notes):
            notes_item = Note.from_dict(notes_item_data)



            notes.append(notes_item)


        arrival = DocumentArrival(d.pop("arrival"))




        def _parse_duplicate_of(data: object) -> DocumentDuplicateOfType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                duplicate_of_type_0 = DocumentDuplicateOfType0.from_dict(data)



                return duplicate_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DocumentDuplicateOfType0 | None, data)

        duplicate_of = _parse_duplicate_of(d.pop("duplicateOf"))


        def _parse_added_by(data: object) -> DocumentAddedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                added_by_type_0 = DocumentAddedByType0.from_dict(data)



                return added_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DocumentAddedByType0 | None, data)

        added_by = _parse_added_by(d.pop("addedBy"))


        def _parse_workflow_order(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        workflow_order = _parse_workflow_order(d.pop("workflowOrder"))


        _origin_system = d.pop("originSystem", UNSET)
        origin_system: DocumentOriginSystem | Unset
        if isinstance(_origin_system,  Unset):
            origin_system = UNSET
        else:
            origin_system = DocumentOriginSystem(_origin_system)




        _sub_type = d.pop("subType", UNSET)
        sub_type: DocumentSubType | Unset
        if isinstance(_sub_type,  Unset):
            sub_type = UNSET
        else:
            sub_type = DocumentSubType(_sub_type)




        _metadata = d.pop("metadata", UNSET)
        metadata: DocumentMetadata | Unset
        if isinstance(_metadata,  Unset):
            metadata = UNSET
        else:
            metadata = DocumentMetadata.from_dict(_metadata)




        _superseded_by = d.pop("supersededBy", UNSET)
        superseded_by: DocumentSupersededBy | Unset
        if isinstance(_superseded_by,  Unset):
            superseded_by = UNSET
        else:
            superseded_by = DocumentSupersededBy.from_dict(_superseded_by)




        _additional_info_request = d.pop("additionalInfoRequest", UNSET)
        additional_info_request: DocumentAdditionalInfoRequest | Unset
        if isinstance(_additional_info_request,  Unset):
            additional_info_request = UNSET
        else:
            additional_info_request = DocumentAdditionalInfoRequest.from_dict(_additional_info_request)




        document = cls(
            id=id,
            type_=type_,
            title=title,
            file_name=file_name,
            content_type=content_type,
            url=url,
            hidden=hidden,
            hidden_source=hidden_source,
            replaced=replaced,
            validations=validations,
            created_at=created_at,
            key=key,
            byte_size=byte_size,
            sha256=sha256,
            application_id=application_id,
            validated=validated,
            passed_all_checks=passed_all_checks,
            superseded_check_keys=superseded_check_keys,
            subject=subject,
            updated_at=updated_at,
            notes=notes,
            arrival=arrival,
            duplicate_of=duplicate_of,
            added_by=added_by,
            workflow_order=workflow_order,
            origin_system=origin_system,
            sub_type=sub_type,
            metadata=metadata,
            superseded_by=superseded_by,
            additional_info_request=additional_info_request,
        )

        return document

