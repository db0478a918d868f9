from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AccountUser")



@_attrs_define
class AccountUser:
    """ A user of the caller's account; its id is what an application's assignees take

        Attributes:
            id (str): The id REST uses, unique within its type
            email (str): The user's e-mail address
            name (str): The user's full name
     """

    id: str
    email: str
    name: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        email = self.email

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "email": email,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        email = d.pop("email")

        name = d.pop("name")

        account_user = cls(
            id=id,
            email=email,
            name=name,
        )

        return account_user

