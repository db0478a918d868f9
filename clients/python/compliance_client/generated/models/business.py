from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.business_role import BusinessRole
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.business_address_type_0 import BusinessAddressType0
  from ..models.business_tins_item import BusinessTinsItem
  from ..models.screening_settings import ScreeningSettings





T = TypeVar("T", bound="Business")



@_attrs_define
class Business:
    """ A business key person of an application (the applicant, an owner or a controlling entity)

        Attributes:
            id (str): The id REST uses, unique within its type
            role (BusinessRole): The part the business plays in the application
            name (str): Registered name
            registration_number (None | str): Company registration number
            country (None | str): Country of registration (ISO 3166-1 alpha-2)
            address (BusinessAddressType0 | None): Registered address
            tins (list[BusinessTinsItem]): Tax identification numbers
            ownership_percent (float | None): Share it owns of the applicant, 0 to 100
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            screening_info (ScreeningSettings): How the screening engine treats a key person: the stored settings with the
                engine's defaults filled in
            screening_summary (None | str): The reviewer's screening summary text
     """

    id: str
    role: BusinessRole
    name: str
    registration_number: None | str
    country: None | str
    address: BusinessAddressType0 | None
    tins: list[BusinessTinsItem]
    ownership_percent: float | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    screening_info: ScreeningSettings
    screening_summary: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.business_address_type_0 import BusinessAddressType0 # noqa: PLC0415
        from ..models.business_tins_item import BusinessTinsItem # noqa: PLC0415
        from ..models.screening_settings import ScreeningSettings # noqa: PLC0415
        id = self.id

        role = self.role.value

        name = self.name

        registration_number: None | str
        registration_number = self.registration_number

        country: None | str
        country = self.country

        address: dict[str, Any] | None
        if isinstance(self.address, BusinessAddressType0):
            address = self.address.to_dict()
        else:
            address = self.address

        tins = []
        for tins_item_data in self.tins:
            tins_item = tins_item_data.to_dict()
            tins.append(tins_item)



        ownership_percent: float | None
        ownership_percent = self.ownership_percent

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        screening_info = self.screening_info.to_dict()

        screening_summary: None | str
        screening_summary = self.screening_summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "role": role,
            "name": name,
            "registrationNumber": registration_number,
            "country": country,
            "address": address,
            "tins": tins,
            "ownershipPercent": ownership_percent,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "screeningInfo": screening_info,
            "screeningSummary": screening_summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.business_address_type_0 import BusinessAddressType0 # noqa: PLC0415
        from ..models.business_tins_item import BusinessTinsItem # noqa: PLC0415
        from ..models.screening_settings import ScreeningSettings # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        role = BusinessRole(d.pop("role"))




        name = d.pop("name")

        def _parse_registration_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        registration_number = _parse_registration_number(d.pop("registrationNumber"))


        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        def _parse_address(data: object) -> BusinessAddressType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = BusinessAddressType0.from_dict(data)



                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BusinessAddressType0 | None, data)

        address = _parse_address(d.pop("address"))


        tins = []
        _tins = d.pop("tins")
        for tins_item_data in (_tins):
            tins_item = BusinessTinsItem.from_dict(tins_item_data)



            tins.append(tins_item)


        def _parse_ownership_percent(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ownership_percent = _parse_ownership_percent(d.pop("ownershipPercent"))


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        screening_info = ScreeningSettings.from_dict(d.pop("screeningInfo"))




        def _parse_screening_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        screening_summary = _parse_screening_summary(d.pop("screeningSummary"))


        business = cls(
            id=id,
            role=role,
            name=name,
            registration_number=registration_number,
            country=country,
            address=address,
            tins=tins,
            ownership_percent=ownership_percent,
            created_at=created_at,
            updated_at=updated_at,
            screening_info=screening_info,
            screening_summary=screening_summary,
        )

        return business

