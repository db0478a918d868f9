from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BusinessAddressType0")



@_attrs_define
class BusinessAddressType0:
    """ 
        Attributes:
            street (None | str): Street and number
            city (None | str): City or town
            post_code (None | str): Postal code
            country (str): Country (ISO 3166-1 alpha-2)
     """

    street: None | str
    city: None | str
    post_code: None | str
    country: str





    def to_dict(self) -> dict[str, Any]:
        street: None | str
        street = self.street

        city: None | str
        city = self.city

        post_code: None | str
        post_code = self.post_code

        country = self.country


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "street": street,
            "city": city,
            "postCode": post_code,
            "country": country,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_street(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        street = _parse_street(d.pop("street"))


        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))


        def _parse_post_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        post_code = _parse_post_code(d.pop("postCode"))


        country = d.pop("country")

        business_address_type_0 = cls(
            street=street,
            city=city,
            post_code=post_code,
            country=country,
        )

        return business_address_type_0

