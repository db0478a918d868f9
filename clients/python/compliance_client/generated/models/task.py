from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.task_document_type import TaskDocumentType
from ..models.task_entity_type import TaskEntityType
from ..models.task_status import TaskStatus
from ..models.task_type import TaskType
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.document_summary import DocumentSummary
  from ..models.screening_hit import ScreeningHit





T = TypeVar("T", bound="Task")



@_attrs_define
class Task:
    """ 
        Attributes:
            id (str):
            application_id (str):
            status (TaskStatus):
            type_ (TaskType):
            title (str):
            entity_type (TaskEntityType):
            entity_id (str):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            description (str | Unset):
            document_type (TaskDocumentType | Unset): The type a MISSING_DOCUMENT task asks for (a US_INDICIUM task: the
                first document that cures its indicium)
            document (DocumentSummary | Unset):
            screening_hit (ScreeningHit | Unset): A screening hit (sanctions, PEP, warning or adverse media) found for an
                application or one of its key persons
            assignee_id (str | Unset):
            reviewer_id (str | Unset):
     """

    id: str
    application_id: str
    status: TaskStatus
    type_: TaskType
    title: str
    entity_type: TaskEntityType
    entity_id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    description: str | Unset = UNSET
    document_type: TaskDocumentType | Unset = UNSET
    document: DocumentSummary | Unset = UNSET
    screening_hit: ScreeningHit | Unset = UNSET
    assignee_id: str | Unset = UNSET
    reviewer_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_summary import DocumentSummary # noqa: PLC0415
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        id = self.id

        application_id = self.application_id

        status = self.status.value

        type_ = self.type_.value

        title = self.title

        entity_type = self.entity_type.value

        entity_id = self.entity_id

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        description = self.description

        document_type: str | Unset = UNSET
        if not isinstance(self.document_type, Unset):
            document_type = self.document_type.value


        document: dict[str, Any] | Unset = UNSET
        if not isinstance(self.document, Unset):
            document = self.document.to_dict()

        screening_hit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.screening_hit, Unset):
            screening_hit = self.screening_hit.to_dict()

        assignee_id = self.assignee_id

        reviewer_id = self.reviewer_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "applicationId": application_id,
            "status": status,
            "type": type_,
            "title": title,
            "entityType": entity_type,
            "entityId": entity_id,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if document_type is not UNSET:
            field_dict["documentType"] = document_type
        if document is not UNSET:
            field_dict["document"] = document
        if screening_hit is not UNSET:
            field_dict["screeningHit"] = screening_hit
        if assignee_id is not UNSET:
            field_dict["assigneeId"] = assignee_id
        if reviewer_id is not UNSET:
            field_dict["reviewerId"] = reviewer_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_summary import DocumentSummary # noqa: PLC0415
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        application_id = d.pop("applicationId")

        status = TaskStatus(d.pop("status"))




        type_ = TaskType(d.pop("type"))




        title = d.pop("title")

        entity_type = TaskEntityType(d.pop("entityType"))




        entity_id = d.pop("entityId")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        description = d.pop("description", UNSET)

        _document_type = d.pop("documentType", UNSET)
        document_type: TaskDocumentType | Unset
        if isinstance(_document_type,  Unset):
            document_type = UNSET
        else:
            document_type = TaskDocumentType(_document_type)




        _document = d.pop("document", UNSET)
        document: DocumentSummary | Unset
        if isinstance(_document,  Unset):
            document = UNSET
        else:
            document = DocumentSummary.from_dict(_document)




        _screening_hit = d.pop("screeningHit", UNSET)
        screening_hit: ScreeningHit | Unset
        if isinstance(_screening_hit,  Unset):
            screening_hit = UNSET
        else:
            screening_hit = ScreeningHit.from_dict(_screening_hit)




        assignee_id = d.pop("assigneeId", UNSET)

        reviewer_id = d.pop("reviewerId", UNSET)

        task = cls(
            id=id,
            application_id=application_id,
            status=status,
            type_=type_,
            title=title,
            entity_type=entity_type,
            entity_id=entity_id,
            created_at=created_at,
            updated_at=updated_at,
            description=description,
            document_type=document_type,
            document=document,
            screening_hit=screening_hit,
            assignee_id=assignee_id,
            reviewer_id=reviewer_id,
        )

        return task

