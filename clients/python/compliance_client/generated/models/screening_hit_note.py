from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.note_user import NoteUser





T = TypeVar("T", bound="ScreeningHitNote")



@_attrs_define
class ScreeningHitNote:
    """ A note on a screening hit (spec 2.3, simple form)

        Attributes:
            id (str): The id REST uses, unique within its type
            entity_type (str): What the note is on: SCREENING_HIT
            entity_id (str): The hit's id
            content (str): The note's text
            created_by (str): Id of the user who wrote it
            updated_by (None | str): Id of the user who last changed it; null if never changed
            created_by_user (NoteUser): The user who wrote or last changed a screening hit's note
            updated_by_user (None | NoteUser): The user who last changed it, if anyone
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            deleted (bool): Deleted notes stay on a hit, marked (spec 2.3)
     """

    id: str
    entity_type: str
    entity_id: str
    content: str
    created_by: str
    updated_by: None | str
    created_by_user: NoteUser
    updated_by_user: None | NoteUser
    created_at: datetime.datetime
    updated_at: datetime.datetime
    deleted: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.note_user import NoteUser # noqa: PLC0415
        id = self.id

        entity_type = self.entity_type

        entity_id = self.entity_id

        content = self.content

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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "entityType": entity_type,
            "entityId": entity_id,
            "content": content,
            "createdBy": created_by,
            "updatedBy": updated_by,
            "createdByUser": created_by_user,
            "updatedByUser": updated_by_user,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "deleted": deleted,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.note_user import NoteUser # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        entity_type = d.pop("entityType")

        entity_id = d.pop("entityId")

        content = d.pop("content")

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

        screening_hit_note = cls(
            id=id,
            entity_type=entity_type,
            entity_id=entity_id,
            content=content,
            created_by=created_by,
            updated_by=updated_by,
            created_by_user=created_by_user,
            updated_by_user=updated_by_user,
            created_at=created_at,
            updated_at=updated_at,
            deleted=deleted,
        )

        return screening_hit_note

