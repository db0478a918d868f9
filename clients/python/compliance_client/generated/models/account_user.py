from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.account_user_role_type_0 import AccountUserRoleType0
from typing import cast






T = TypeVar("T", bound="AccountUser")



@_attrs_define
class AccountUser:
    """ A user of the caller's account; its id is what an application's assignees take

        Attributes:
            id (str): The id REST uses, unique within its type
            email (str): The user's e-mail address
            name (str): The user's full name
            role (AccountUserRoleType0 | None): The role the user acts with; null: unrestricted, as the spec's keys
     """

    id: str
    email: str
    name: str
    role: AccountUserRoleType0 | None





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        email = self.email

        name = self.name

        role: None | str
        if isinstance(self.role, AccountUserRoleType0):
            role = self.role.value
        else:
            role = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "email": email,
            "name": name,
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        email = d.pop("email")

        name = d.pop("name")

        def _parse_role(data: object) -> AccountUserRoleType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0 = AccountUserRoleType0(data)



                return role_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AccountUserRoleType0 | None, data)

        role = _parse_role(d.pop("role"))


        account_user = cls(
            id=id,
            email=email,
            name=name,
            role=role,
        )

        return account_user

