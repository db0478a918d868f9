from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0_filer_category_type_0 import PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0_address import PutSettingsFatcaReportingFiBodyIntermediaryType0Address





T = TypeVar("T", bound="PutSettingsFatcaReportingFiBodyIntermediaryType0")



@_attrs_define
class PutSettingsFatcaReportingFiBodyIntermediaryType0:
    """ An intermediary between the filer and the account (written as the ReportingGroup's Intermediary): a territory
    financial institution not treated as a US person, or a certified deemed-compliant FFI, acting as one (Form 8966,
    Part I)

        Attributes:
            name (str): Its legal name
            country (str): Its jurisdiction (ISO 3166 alpha-2): Intermediary/ResCountryCode
            address (PutSettingsFatcaReportingFiBodyIntermediaryType0Address): The sponsor's or intermediary's address
            giin (None | str | Unset):
            filer_category (None | PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0 | Unset): Its
                FilerCategory when it has one (not FATCA607–609, a sponsor's)
     """

    name: str
    country: str
    address: PutSettingsFatcaReportingFiBodyIntermediaryType0Address
    giin: None | str | Unset = UNSET
    filer_category: None | PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0_address import PutSettingsFatcaReportingFiBodyIntermediaryType0Address # noqa: PLC0415
        name = self.name

        country = self.country

        address = self.address.to_dict()

        giin: None | str | Unset
        if isinstance(self.giin, Unset):
            giin = UNSET
        else:
            giin = self.giin

        filer_category: None | str | Unset
        if isinstance(self.filer_category, Unset):
            filer_category = UNSET
        elif isinstance(self.filer_category, PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0):
            filer_category = self.filer_category.value
        else:
            filer_category = self.filer_category


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "country": country,
            "address": address,
        })
        if giin is not UNSET:
            field_dict["giin"] = giin
        if filer_category is not UNSET:
            field_dict["filerCategory"] = filer_category

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0_address import PutSettingsFatcaReportingFiBodyIntermediaryType0Address # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        country = d.pop("country")

        address = PutSettingsFatcaReportingFiBodyIntermediaryType0Address.from_dict(d.pop("address"))




        def _parse_giin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        giin = _parse_giin(d.pop("giin", UNSET))


        def _parse_filer_category(data: object) -> None | PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                filer_category_type_0 = PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0(data)



                return filer_category_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsFatcaReportingFiBodyIntermediaryType0FilerCategoryType0 | Unset, data)

        filer_category = _parse_filer_category(d.pop("filerCategory", UNSET))


        put_settings_fatca_reporting_fi_body_intermediary_type_0 = cls(
            name=name,
            country=country,
            address=address,
            giin=giin,
            filer_category=filer_category,
        )

        return put_settings_fatca_reporting_fi_body_intermediary_type_0

