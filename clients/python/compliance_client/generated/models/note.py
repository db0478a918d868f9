from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.note_entity_type import NoteEntityType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.note_attachment import NoteAttachment
  from ..models.note_user import NoteUser





T = TypeVar("T", bound="Note")



@_attrs_define
class Note:
    """ A note on an application, or on one of its hits, documents or audit entries

        Attributes:
            id (str): The id REST uses, unique within its type
            entity_type (NoteEntityType): What the note is on
            entity_id (str): The id of what the note is on
            application_id (str): The application it belongs to
            content (str): The note's text
            attachments (list[NoteAttachment]): Files attached to a document note; fileUrl is signed afresh on every read
            created_by (str): The id of the user who wrote it
            updated_by (None | str): The id of the user who last changed it
            created_by_user (NoteUser): The user who wrote or last changed a screening hit's note
            updated_by_user (None | NoteUser): The user who last changed it
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            deleted (bool): Deleted (kept for the audit trail)
            steward_only (bool): Visible to operators only
            source_label (None | str): Filled by the by-application listing only
            source_link_id (None | str): Filled by the by-application listing only
     """

    id: str
    entity_type: NoteEntityType
    entity_id: str
    application_id: str
    content: str
    attachments: list[NoteAttachment]
    created_by: str
    updated_by: None | str
    created_by_user: NoteUser
    updated_by_user: None | NoteUser
    created_at: datetime.datetime
    updated_at: datetime.datetime
    deleted: bool
    steward_only: bool
    source_label: None | str
    source_link_id: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.note_attachment import NoteAttachment # noqa: PLC0415
        from ..models.note_user import NoteUser # noqa: PLC0415
        id = self.id

        entity_type = self.entity_type.value

        entity_id = self.entity_id

        application_id = self.application_id

        content = self.content

        attachments = []
        for attachments_item_data in self.attachments:
            attachments_item = attachments_item_data.to_dict()
            attachments.append(attachments_item)



        created_by = self.created_by

        updated_by: None | str
        updated_by = self.updated_by

        created_by_user = self.created_by_user.to_dict()

        updated_by_user: dict[str, Any] | None
        if isinstance(self.updated_by_user, NoteUser):
            updated_by_user = self.updated_by_user.to_dict()
        else:
            updated_by_user = self.updated_by_user

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        deleted = self.deleted

        steward_only = self.steward_only

        source_label: None | str
        source_label = self.source_label

        source_link_id: None | str
        source_link_id = self.source_link_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "entityType": entity_type,
            "entityId": entity_id,
            "applicationId": application_id,
            "content": content,
            "attachments": attachments,
            "createdBy": created_by,
            "updatedBy": updated_by,
            "createdByUser": created_by_user,
            "updatedByUser": updated_by_user,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "deleted": deleted,
            "stewardOnly": steward_only,
            "sourceLabel": source_label,
            "sourceLinkId": source_link_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.note_attachment import NoteAttachment # noqa: PLC0415
        from ..models.note_user import NoteUser # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        entity_type = NoteEntityType(d.pop("entityType"))




        entity_id = d.pop("entityId")

        application_id = d.pop("applicationId")

        content = d.pop("content")

        attachments = []
        _attachments = d.pop("attachments")
        for attachments_item_data in (_attachments):
            attachments_item = NoteAttachment.from_dict(attachments_item_data)



            attachments.append(attachments_item)


        created_by = d.pop("createdBy")

        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))


        created_by_user = NoteUser.from_dict(d.pop("createdByUser"))




        def _parse_updated_by_user(data: object) -> None | NoteUser:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                updated_by_user_type_0 = NoteUser.from_dict(data)



                return updated_by_user_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NoteUser, data)

        updated_by_user = _parse_updated_by_user(d.pop("updatedByUser"))


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        deleted = d.pop("deleted")

        steward_only = d.pop("stewardOnly")

        def _parse_source_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_label = _parse_source_label(d.pop("sourceLabel"))


        def _parse_source_link_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_link_id = _parse_source_link_id(d.pop("sourceLinkId"))


        note = cls(
            id=id,
            entity_type=entity_type,
            entity_id=entity_id,
            application_id=application_id,
            content=content,
            attachments=attachments,
            created_by=created_by,
            updated_by=updated_by,
            created_by_user=created_by_user,
            updated_by_user=updated_by_user,
            created_at=created_at,
            updated_at=updated_at,
            deleted=deleted,
            steward_only=steward_only,
            source_label=source_label,
            source_link_id=source_link_id,
        )

        return note

