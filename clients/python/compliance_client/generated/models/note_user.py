from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="NoteUser")



@_attrs_define
class NoteUser:
    """ The user who wrote or last changed a screening hit's note

        Attributes:
            id (str): The id REST uses, unique within its type
            external_id (None | str): The user's id in the customer's own system, if given
            title (None | str): The user's job title, if given
            first_name (str): Given name
            last_name (str): Family name
            email (str): E-mail address
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
     """

    id: str
    external_id: None | str
    title: None | str
    first_name: str
    last_name: str
    email: str
    created_at: datetime.datetime
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        external_id: None | str
        external_id = self.external_id

        title: None | str
        title = self.title

        first_name = self.first_name

        last_name = self.last_name

        email = self.email

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "externalId": external_id,
            "title": title,
            "firstName": first_name,
            "lastName": last_name,
            "email": email,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("externalId"))


        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        first_name = d.pop("firstName")

        last_name = d.pop("lastName")

        email = d.pop("email")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        note_user = cls(
            id=id,
            external_id=external_id,
            title=title,
            first_name=first_name,
            last_name=last_name,
            email=email,
            created_at=created_at,
            updated_at=updated_at,
        )

        return note_user

