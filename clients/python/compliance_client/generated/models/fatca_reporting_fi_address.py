from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FatcaReportingFiAddress")



@_attrs_define
class FatcaReportingFiAddress:
    """ The reporting FI's address

        Attributes:
            street (None | str): Street and number
            post_code (None | str): Postal code
            city (str): City
            country (str): Country (ISO 3166 alpha-2)
     """

    street: None | str
    post_code: None | str
    city: str
    country: str





    def to_dict(self) -> dict[str, Any]:
        street: None | str
        street = self.street

        post_code: None | str
        post_code = self.post_code

        city = self.city

        country = self.country


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "street": street,
            "postCode": post_code,
            "city": city,
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


        def _parse_post_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        post_code = _parse_post_code(d.pop("postCode"))


        city = d.pop("city")

        country = d.pop("country")

        fatca_reporting_fi_address = cls(
            street=street,
            post_code=post_code,
            city=city,
            country=country,
        )

        return fatca_reporting_fi_address

