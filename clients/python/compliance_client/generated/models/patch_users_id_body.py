from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_users_id_body_role_type_0 import PatchUsersIdBodyRoleType0
from typing import cast






T = TypeVar("T", bound="PatchUsersIdBody")



@_attrs_define
class PatchUsersIdBody:
    """ 
        Attributes:
            role (None | PatchUsersIdBodyRoleType0): The user's role (viewer, analyst, approver, admin; each has every
                permission of the ones before it); null: unrestricted, as the spec's keys
     """

    role: None | PatchUsersIdBodyRoleType0





    def to_dict(self) -> dict[str, Any]:
        role: None | str
        if isinstance(self.role, PatchUsersIdBodyRoleType0):
            role = self.role.value
        else:
            role = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_role(data: object) -> None | PatchUsersIdBodyRoleType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0 = PatchUsersIdBodyRoleType0(data)



                return role_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchUsersIdBodyRoleType0, data)

        role = _parse_role(d.pop("role"))


        patch_users_id_body = cls(
            role=role,
        )

        return patch_users_id_body

