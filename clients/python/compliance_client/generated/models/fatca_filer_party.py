from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.fatca_reporting_fi_address import FatcaReportingFiAddress





T = TypeVar("T", bound="FatcaFilerParty")



@_attrs_define
class FatcaFilerParty:
    """ A party the FATCA message names beside the reporting FI: its sponsor (ftc:Sponsor) or an intermediary
    (ftc:Intermediary)

        Attributes:
            giin (None | str): Its GIIN (a sponsor's has the category code SP); null: an intermediary without one
            name (str): Its legal name
            country (str): Its jurisdiction (ISO 3166 alpha-2)
            address (FatcaReportingFiAddress): The reporting FI's address
            filer_category (None | str): Its FilerCategory: a sponsor's is FATCA607, FATCA608 or FATCA609; null: none
                written
     """

    giin: None | str
    name: str
    country: str
    address: FatcaReportingFiAddress
    filer_category: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.fatca_reporting_fi_address import FatcaReportingFiAddress # noqa: PLC0415
        giin: None | str
        giin = self.giin

        name = self.name

        country = self.country

        address = self.address.to_dict()

        filer_category: None | str
        filer_category = self.filer_category


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "giin": giin,
            "name": name,
            "country": country,
            "address": address,
            "filerCategory": filer_category,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fatca_reporting_fi_address import FatcaReportingFiAddress # noqa: PLC0415
        d = dict(src_dict)
        def _parse_giin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        giin = _parse_giin(d.pop("giin"))


        name = d.pop("name")

        country = d.pop("country")

        address = FatcaReportingFiAddress.from_dict(d.pop("address"))




        def _parse_filer_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        filer_category = _parse_filer_category(d.pop("filerCategory"))


        fatca_filer_party = cls(
            giin=giin,
            name=name,
            country=country,
            address=address,
            filer_category=filer_category,
        )

        return fatca_filer_party

