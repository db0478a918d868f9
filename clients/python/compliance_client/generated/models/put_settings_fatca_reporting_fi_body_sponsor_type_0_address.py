from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PutSettingsFatcaReportingFiBodySponsorType0Address")



@_attrs_define
class PutSettingsFatcaReportingFiBodySponsorType0Address:
    """ The sponsor's or intermediary's address

        Attributes:
            city (str): City
            country (str): Country of the address (ISO 3166 alpha-2)
            street (str | Unset): Street and number
            post_code (str | Unset): Postal code
     """

    city: str
    country: str
    street: str | Unset = UNSET
    post_code: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        city = self.city

        country = self.country

        street = self.street

        post_code = self.post_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "city": city,
            "country": country,
        })
        if street is not UNSET:
            field_dict["street"] = street
        if post_code is not UNSET:
            field_dict["postCode"] = post_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        city = d.pop("city")

        country = d.pop("country")

        street = d.pop("street", UNSET)

        post_code = d.pop("postCode", UNSET)

        put_settings_fatca_reporting_fi_body_sponsor_type_0_address = cls(
            city=city,
            country=country,
            street=street,
            post_code=post_code,
        )

        return put_settings_fatca_reporting_fi_body_sponsor_type_0_address

