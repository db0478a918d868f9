from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.fatca_filer_party import FatcaFilerParty
  from ..models.fatca_reporting_fi_address import FatcaReportingFiAddress





T = TypeVar("T", bound="FatcaReportingSettings")



@_attrs_define
class FatcaReportingSettings:
    """ The reporting financial institution a FATCA_XML export names, and the share at which a person controls a passive
    NFFE; the FI's fields are null until an admin sets them

        Attributes:
            giin (None | str): The reporting FI's GIIN (XXXXXX.XXXXX.XX.XXX)
            name (None | str): Its legal name
            country (None | str): Its jurisdiction (ISO 3166 alpha-2), also the message's TransmittingCountry
            address (FatcaReportingFiAddress | None): Its address
            filer_category (None | str): FilerCategory (FATCA601–FATCA611); null: none written (Model 1 IGA)
            sponsor (FatcaFilerParty | None): The entity filing for the reporting FI (ftc:Sponsor): its sponsoring entity or
                trustee; null: the FI files itself
            intermediary (FatcaFilerParty | None): An intermediary between the filer and the accounts (ftc:Intermediary);
                null: none
            controlling_person_threshold_percent (float): The share (percent) at which a person is a controlling person of a
                passive NFFE: 25 (default) or 10
     """

    giin: None | str
    name: None | str
    country: None | str
    address: FatcaReportingFiAddress | None
    filer_category: None | str
    sponsor: FatcaFilerParty | None
    intermediary: FatcaFilerParty | None
    controlling_person_threshold_percent: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.fatca_filer_party import FatcaFilerParty # noqa: PLC0415
        from ..models.fatca_reporting_fi_address import FatcaReportingFiAddress # noqa: PLC0415
        giin: None | str
        giin = self.giin

        name: None | str
        name = self.name

        country: None | str
        country = self.country

        address: dict[str, Any] | None
        if isinstance(self.address, FatcaReportingFiAddress):
            address = self.address.to_dict()
        else:
            address = self.address

        filer_category: None | str
        filer_category = self.filer_category

        sponsor: dict[str, Any] | None
        if isinstance(self.sponsor, FatcaFilerParty):
            sponsor = self.sponsor.to_dict()
        else:
            sponsor = self.sponsor

        intermediary: dict[str, Any] | None
        if isinstance(self.intermediary, FatcaFilerParty):
            intermediary = self.intermediary.to_dict()
        else:
            intermediary = self.intermediary

        controlling_person_threshold_percent = self.controlling_person_threshold_percent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "giin": giin,
            "name": name,
            "country": country,
            "address": address,
            "filerCategory": filer_category,
            "sponsor": sponsor,
            "intermediary": intermediary,
            "controllingPersonThresholdPercent": controlling_person_threshold_percent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fatca_filer_party import FatcaFilerParty # noqa: PLC0415
        from ..models.fatca_reporting_fi_address import FatcaReportingFiAddress # noqa: PLC0415
        d = dict(src_dict)
        def _parse_giin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        giin = _parse_giin(d.pop("giin"))


        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        def _parse_address(data: object) -> FatcaReportingFiAddress | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = FatcaReportingFiAddress.from_dict(data)



                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FatcaReportingFiAddress | None, data)

        address = _parse_address(d.pop("address"))


        def _parse_filer_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        filer_category = _parse_filer_category(d.pop("filerCategory"))


        def _parse_sponsor(data: object) -> FatcaFilerParty | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sponsor_type_0 = FatcaFilerParty.from_dict(data)



                return sponsor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FatcaFilerParty | None, data)

        sponsor = _parse_sponsor(d.pop("sponsor"))


        def _parse_intermediary(data: object) -> FatcaFilerParty | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intermediary_type_0 = FatcaFilerParty.from_dict(data)



                return intermediary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FatcaFilerParty | None, data)

        intermediary = _parse_intermediary(d.pop("intermediary"))


        controlling_person_threshold_percent = d.pop("controllingPersonThresholdPercent")

        fatca_reporting_settings = cls(
            giin=giin,
            name=name,
            country=country,
            address=address,
            filer_category=filer_category,
            sponsor=sponsor,
            intermediary=intermediary,
            controlling_person_threshold_percent=controlling_person_threshold_percent,
        )

        return fatca_reporting_settings

