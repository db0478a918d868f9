from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_fatca_reporting_fi_body_controlling_person_threshold_percent import PutSettingsFatcaReportingFiBodyControllingPersonThresholdPercent
from ..models.put_settings_fatca_reporting_fi_body_filer_category_type_0 import PutSettingsFatcaReportingFiBodyFilerCategoryType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.put_settings_fatca_reporting_fi_body_address import PutSettingsFatcaReportingFiBodyAddress
  from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0 import PutSettingsFatcaReportingFiBodyIntermediaryType0
  from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0 import PutSettingsFatcaReportingFiBodySponsorType0





T = TypeVar("T", bound="PutSettingsFatcaReportingFiBody")



@_attrs_define
class PutSettingsFatcaReportingFiBody:
    """ 
        Attributes:
            giin (str): The reporting FI's GIIN, XXXXXX.XXXXX.XX.XXX (IRS Publication 5124), e.g. A1B2C3.00000.LE.442
            name (str): The reporting FI's legal name
            country (str): Its jurisdiction (ISO 3166 alpha-2): ReportingFI/ResCountryCode and the message's
                TransmittingCountry
            address (PutSettingsFatcaReportingFiBodyAddress): The reporting FI's address
            filer_category (None | PutSettingsFatcaReportingFiBodyFilerCategoryType0 | Unset): The reporting FI's
                FilerCategory (FATCA601–FATCA611 but FATCA607–609, a sponsor's: those need sponsor); left out or null for a
                Reporting Model 1 FFI, which files without one
            sponsor (None | PutSettingsFatcaReportingFiBodySponsorType0 | Unset):
            intermediary (None | PutSettingsFatcaReportingFiBodyIntermediaryType0 | Unset):
            controlling_person_threshold_percent (PutSettingsFatcaReportingFiBodyControllingPersonThresholdPercent | Unset):
                The share (percent) at which a person is a controlling person of a passive NFFE: 25 (default, the IGAs' AML
                definition) or 10 (the US regulations)
     """

    giin: str
    name: str
    country: str
    address: PutSettingsFatcaReportingFiBodyAddress
    filer_category: None | PutSettingsFatcaReportingFiBodyFilerCategoryType0 | Unset = UNSET
    sponsor: None | PutSettingsFatcaReportingFiBodySponsorType0 | Unset = UNSET
    intermediary: None | PutSettingsFatcaReportingFiBodyIntermediaryType0 | Unset = UNSET
    controlling_person_threshold_percent: PutSettingsFatcaReportingFiBodyControllingPersonThresholdPercent | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_settings_fatca_reporting_fi_body_address import PutSettingsFatcaReportingFiBodyAddress # noqa: PLC0415
        from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0 import PutSettingsFatcaReportingFiBodyIntermediaryType0 # noqa: PLC0415
        from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0 import PutSettingsFatcaReportingFiBodySponsorType0 # noqa: PLC0415
        giin = self.giin

        name = self.name

        country = self.country

        address = self.address.to_dict()

        filer_category: None | str | Unset
        if isinstance(self.filer_category, Unset):
            filer_category = UNSET
        elif isinstance(self.filer_category, PutSettingsFatcaReportingFiBodyFilerCategoryType0):
            filer_category = self.filer_category.value
        else:
            filer_category = self.filer_category

        sponsor: dict[str, Any] | None | Unset
        if isinstance(self.sponsor, Unset):
            sponsor = UNSET
        elif isinstance(self.sponsor, PutSettingsFatcaReportingFiBodySponsorType0):
            sponsor = self.sponsor.to_dict()
        else:
            sponsor = self.sponsor

        intermediary: dict[str, Any] | None | Unset
        if isinstance(self.intermediary, Unset):
            intermediary = UNSET
        elif isinstance(self.intermediary, PutSettingsFatcaReportingFiBodyIntermediaryType0):
            intermediary = self.intermediary.to_dict()
        else:
            intermediary = self.intermediary

        controlling_person_threshold_percent: int | Unset = UNSET
        if not isinstance(self.controlling_person_threshold_percent, Unset):
            controlling_person_threshold_percent = self.controlling_person_threshold_percent.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "giin": giin,
            "name": name,
            "country": country,
            "address": address,
        })
        if filer_category is not UNSET:
            field_dict["filerCategory"] = filer_category
        if sponsor is not UNSET:
            field_dict["sponsor"] = sponsor
        if intermediary is not UNSET:
            field_dict["intermediary"] = intermediary
        if controlling_person_threshold_percent is not UNSET:
            field_dict["controllingPersonThresholdPercent"] = controlling_person_threshold_percent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_settings_fatca_reporting_fi_body_address import PutSettingsFatcaReportingFiBodyAddress # noqa: PLC0415
        from ..models.put_settings_fatca_reporting_fi_body_intermediary_type_0 import PutSettingsFatcaReportingFiBodyIntermediaryType0 # noqa: PLC0415
        from ..models.put_settings_fatca_reporting_fi_body_sponsor_type_0 import PutSettingsFatcaReportingFiBodySponsorType0 # noqa: PLC0415
        d = dict(src_dict)
        giin = d.pop("giin")

        name = d.pop("name")

        country = d.pop("country")

        address = PutSettingsFatcaReportingFiBodyAddress.from_dict(d.pop("address"))




        def _parse_filer_category(data: object) -> None | PutSettingsFatcaReportingFiBodyFilerCategoryType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                filer_category_type_0 = PutSettingsFatcaReportingFiBodyFilerCategoryType0(data)



                return filer_category_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsFatcaReportingFiBodyFilerCategoryType0 | Unset, data)

        filer_category = _parse_filer_category(d.pop("filerCategory", UNSET))


        def _parse_sponsor(data: object) -> None | PutSettingsFatcaReportingFiBodySponsorType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sponsor_type_0 = PutSettingsFatcaReportingFiBodySponsorType0.from_dict(data)



                return sponsor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsFatcaReportingFiBodySponsorType0 | Unset, data)

        sponsor = _parse_sponsor(d.pop("sponsor", UNSET))


        def _parse_intermediary(data: object) -> None | PutSettingsFatcaReportingFiBodyIntermediaryType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intermediary_type_0 = PutSettingsFatcaReportingFiBodyIntermediaryType0.from_dict(data)



                return intermediary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutSettingsFatcaReportingFiBodyIntermediaryType0 | Unset, data)

        intermediary = _parse_intermediary(d.pop("intermediary", UNSET))


        _controlling_person_threshold_percent = d.pop("controllingPersonThresholdPercent", UNSET)
        controlling_person_threshold_percent: PutSettingsFatcaReportingFiBodyControllingPersonThresholdPercent | Unset
        if isinstance(_controlling_person_threshold_percent,  Unset):
            controlling_person_threshold_percent = UNSET
        else:
            controlling_person_threshold_percent = PutSettingsFatcaReportingFiBodyControllingPersonThresholdPercent(_controlling_person_threshold_percent)




        put_settings_fatca_reporting_fi_body = cls(
            giin=giin,
            name=name,
            country=country,
            address=address,
            filer_category=filer_category,
            sponsor=sponsor,
            intermediary=intermediary,
            controlling_person_threshold_percent=controlling_person_threshold_percent,
        )

        return put_settings_fatca_reporting_fi_body

