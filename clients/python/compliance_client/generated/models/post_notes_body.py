from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_notes_body_entity_type import PostNotesBodyEntityType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_notes_body_attachments_item import PostNotesBodyAttachmentsItem





T = TypeVar("T", bound="PostNotesBody")



@_attrs_define
class PostNotesBody:
    """ 
        Attributes:
            entity_type (PostNotesBodyEntityType): What the note is on
            entity_id (str): The id of that application, hit, document, workflow version or audit entry
            content (str): The note's text
            steward_only (bool | Unset): Operator keys only: keep the note off the client's feed
            application_id (str | Unset): Required for WORKFLOW_VERSION notes; derived for the others
            attachments (list[PostNotesBodyAttachmentsItem] | Unset): DOCUMENT notes only: files uploaded through POST
                /api/v1/documents/uploads
     """

    entity_type: PostNotesBodyEntityType
    entity_id: str
    content: str
    steward_only: bool | Unset = UNSET
    application_id: str | Unset = UNSET
    attachments: list[PostNotesBodyAttachmentsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_notes_body_attachments_item import PostNotesBodyAttachmentsItem # noqa: PLC0415
        entity_type = self.entity_type.value

        entity_id = self.entity_id

        content = self.content

        steward_only = self.steward_only

        application_id = self.application_id

        attachments: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attachments, Unset):
            attachments = []
            for attachments_item_data in self.attachments:
                attachments_item = attachments_item_data.to_dict()
                attachments.append(attachments_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entityType": entity_type,
            "entityId": entity_id,
            "content": content,
        })
        if steward_only is not UNSET:
            field_dict["stewardOnly"] = steward_only
        if application_id is not UNSET:
            field_dict["applicationId"] = application_id
        if attachments is not UNSET:
            field_dict["attachments"] = attachments

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_notes_body_attachments_item import PostNotesBodyAttachmentsItem # noqa: PLC0415
        d = dict(src_dict)
        entity_type = PostNotesBodyEntityType(d.pop("entityType"))




        entity_id = d.pop("entityId")

        content = d.pop("content")

        steward_only = d.pop("stewardOnly", UNSET)

        application_id = d.pop("applicationId", UNSET)

        _attachments = d.pop("attachments", UNSET)
        attachments: list[PostNotesBodyAttachmentsItem] | Unset = UNSET
        if _attachments is not UNSET:
            attachments = []
            for attachments_item_data in _attachments:
                attachments_item = PostNotesBodyAttachmentsItem.from_dict(attachments_item_data)



                attachments.append(attachments_item)


        post_notes_body = cls(
            entity_type=entity_type,
            entity_id=entity_id,
            content=content,
            steward_only=steward_only,
            application_id=application_id,
            attachments=attachments,
        )

        return post_notes_body

