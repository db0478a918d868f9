from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item")



@_attrs_define
class PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item:
    """ 
        Attributes:
            tin (str): The tax identification number as issued
            issued_by (str): Issuing country (ISO 3166-1 alpha-2)
     """

    tin: str
    issued_by: str





    def to_dict(self) -> dict[str, Any]:
        tin = self.tin

        issued_by = self.issued_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tin": tin,
            "issuedBy": issued_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tin = d.pop("tin")

        issued_by = d.pop("issuedBy")

        patch_applications_id_businesses_business_id_body_tins_type_0_item = cls(
            tin=tin,
            issued_by=issued_by,
        )

        return patch_applications_id_businesses_business_id_body_tins_type_0_item

