from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PatchApplicationsIdBusinessesBusinessIdBodyAddressType0")



@_attrs_define
class PatchApplicationsIdBusinessesBusinessIdBodyAddressType0:
    """ Registered address

        Attributes:
            country (str): Country (ISO 3166-1 alpha-2)
            street (str | Unset): Street and number
            city (str | Unset): City or town
            post_code (str | Unset): Postal code
     """

    country: str
    street: str | Unset = UNSET
    city: str | Unset = UNSET
    post_code: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        country = self.country

        street = self.street

        city = self.city

        post_code = self.post_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "country": country,
        })
        if street is not UNSET:
            field_dict["street"] = street
        if city is not UNSET:
            field_dict["city"] = city
        if post_code is not UNSET:
            field_dict["postCode"] = post_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country")

        street = d.pop("street", UNSET)

        city = d.pop("city", UNSET)

        post_code = d.pop("postCode", UNSET)

        patch_applications_id_businesses_business_id_body_address_type_0 = cls(
            country=country,
            street=street,
            city=city,
            post_code=post_code,
        )

        return patch_applications_id_businesses_business_id_body_address_type_0

