from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0_filer_category import PutSettingsFatcaReportingFiBodySponsorType0FilerCategory
from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0_address import PutSettingsFatcaReportingFiBodySponsorType0Address





T = TypeVar("T", bound="PutSettingsFatcaReportingFiBodySponsorType0")



@_attrs_define
class PutSettingsFatcaReportingFiBodySponsorType0:
    """ The entity that files for the reporting FI (written as the ReportingGroup's Sponsor): a sponsoring entity for its
    sponsored FFI or direct reporting NFFE, or the trustee of a trustee-documented trust

        Attributes:
            giin (str): The sponsoring entity's (or trustee's) GIIN, category code SP, XXXXXX.XXXXX.XX.XXX (IRS Publication
                5124), e.g. A1B2C3.00000.LE.442
            name (str): Its legal name
            country (str): Its jurisdiction (ISO 3166 alpha-2): Sponsor/ResCountryCode
            address (PutSettingsFatcaReportingFiBodySponsorType0Address): The sponsor's or intermediary's address
            filer_category (PutSettingsFatcaReportingFiBodySponsorType0FilerCategory): FATCA607 sponsoring entity of a
                sponsored FFI, FATCA608 sponsoring entity of a sponsored direct reporting NFFE, FATCA609 trustee of a trustee-
                documented trust
     """

    giin: str
    name: str
    country: str
    address: PutSettingsFatcaReportingFiBodySponsorType0Address
    filer_category: PutSettingsFatcaReportingFiBodySponsorType0FilerCategory





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0_address import PutSettingsFatcaReportingFiBodySponsorType0Address # noqa: PLC0415
        giin = self.giin

        name = self.name

        country = self.country

        address = self.address.to_dict()

        filer_category = self.filer_category.value


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
        from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0_address import PutSettingsFatcaReportingFiBodySponsorType0Address # noqa: PLC0415
        d = dict(src_dict)
        giin = d.pop("giin")

        name = d.pop("name")

        country = d.pop("country")

        address = PutSettingsFatcaReportingFiBodySponsorType0Address.from_dict(d.pop("address"))




        filer_category = PutSettingsFatcaReportingFiBodySponsorType0FilerCategory(d.pop("filerCategory"))




        put_settings_fatca_reporting_fi_body_sponsor_type_0 = cls(
            giin=giin,
            name=name,
            country=country,
            address=address,
            filer_category=filer_category,
        )

        return put_settings_fatca_reporting_fi_body_sponsor_type_0

