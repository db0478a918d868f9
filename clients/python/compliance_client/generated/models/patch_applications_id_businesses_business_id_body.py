from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_applications_id_businesses_business_id_body_role import PatchApplicationsIdBusinessesBusinessIdBodyRole
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.patch_applications_id_businesses_business_id_body_address_type_0 import PatchApplicationsIdBusinessesBusinessIdBodyAddressType0
  from ..models.patch_applications_id_businesses_business_id_body_tins_type_0_item import PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item





T = TypeVar("T", bound="PatchApplicationsIdBusinessesBusinessIdBody")



@_attrs_define
class PatchApplicationsIdBusinessesBusinessIdBody:
    """ 
        Attributes:
            name (str | Unset): Registered legal name
            registration_number (None | str | Unset):
            country (None | str | Unset):
            address (None | PatchApplicationsIdBusinessesBusinessIdBodyAddressType0 | Unset):
            tins (list[PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item] | None | Unset):
            role (PatchApplicationsIdBusinessesBusinessIdBodyRole | Unset): The key person's role in the applicant
            ownership_percent (float | None | Unset):
     """

    name: str | Unset = UNSET
    registration_number: None | str | Unset = UNSET
    country: None | str | Unset = UNSET
    address: None | PatchApplicationsIdBusinessesBusinessIdBodyAddressType0 | Unset = UNSET
    tins: list[PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item] | None | Unset = UNSET
    role: PatchApplicationsIdBusinessesBusinessIdBodyRole | Unset = UNSET
    ownership_percent: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_applications_id_businesses_business_id_body_address_type_0 import PatchApplicationsIdBusinessesBusinessIdBodyAddressType0 # noqa: PLC0415
        from ..models.patch_applications_id_businesses_business_id_body_tins_type_0_item import PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item # noqa: PLC0415
        name = self.name

        registration_number: None | str | Unset
        if isinstance(self.registration_number, Unset):
            registration_number = UNSET
        else:
            registration_number = self.registration_number

        country: None | str | Unset
        if isinstance(self.country, Unset):
            country = UNSET
        else:
            country = self.country

        address: dict[str, Any] | None | Unset
        if isinstance(self.address, Unset):
            address = UNSET
        elif isinstance(self.address, PatchApplicationsIdBusinessesBusinessIdBodyAddressType0):
            address = self.address.to_dict()
        else:
            address = self.address

        tins: list[dict[str, Any]] | None | Unset
        if isinstance(self.tins, Unset):
            tins = UNSET
        elif isinstance(self.tins, list):
            tins = []
            for tins_type_0_item_data in self.tins:
                tins_type_0_item = tins_type_0_item_data.to_dict()
                tins.append(tins_type_0_item)


        else:
            tins = self.tins

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value


        ownership_percent: float | None | Unset
        if isinstance(self.ownership_percent, Unset):
            ownership_percent = UNSET
        else:
            ownership_percent = self.ownership_percent


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if registration_number is not UNSET:
            field_dict["registrationNumber"] = registration_number
        if country is not UNSET:
            field_dict["country"] = country
        if address is not UNSET:
            field_dict["address"] = address
        if tins is not UNSET:
            field_dict["tins"] = tins
        if role is not UNSET:
            field_dict["role"] = role
        if ownership_percent is not UNSET:
            field_dict["ownershipPercent"] = ownership_percent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.patch_applications_id_businesses_business_id_body_address_type_0 import PatchApplicationsIdBusinessesBusinessIdBodyAddressType0 # noqa: PLC0415
        from ..models.patch_applications_id_businesses_business_id_body_tins_type_0_item import PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_registration_number(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        registration_number = _parse_registration_number(d.pop("registrationNumber", UNSET))


        def _parse_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country = _parse_country(d.pop("country", UNSET))


        def _parse_address(data: object) -> None | PatchApplicationsIdBusinessesBusinessIdBodyAddressType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = PatchApplicationsIdBusinessesBusinessIdBodyAddressType0.from_dict(data)



                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchApplicationsIdBusinessesBusinessIdBodyAddressType0 | Unset, data)

        address = _parse_address(d.pop("address", UNSET))


        def _parse_tins(data: object) -> list[PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tins_type_0 = []
                _tins_type_0 = data
                for tins_type_0_item_data in (_tins_type_0):
                    tins_type_0_item = PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item.from_dict(tins_type_0_item_data)



                    tins_type_0.append(tins_type_0_item)

                return tins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item] | None | Unset, data)

        tins = _parse_tins(d.pop("tins", UNSET))


        _role = d.pop("role", UNSET)
        role: PatchApplicationsIdBusinessesBusinessIdBodyRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = PatchApplicationsIdBusinessesBusinessIdBodyRole(_role)




        def _parse_ownership_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ownership_percent = _parse_ownership_percent(d.pop("ownershipPercent", UNSET))


        patch_applications_id_businesses_business_id_body = cls(
            name=name,
            registration_number=registration_number,
            country=country,
            address=address,
            tins=tins,
            role=role,
            ownership_percent=ownership_percent,
        )

        return patch_applications_id_businesses_business_id_body

