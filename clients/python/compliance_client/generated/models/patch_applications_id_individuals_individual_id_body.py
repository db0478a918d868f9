from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_applications_id_individuals_individual_id_body_role import PatchApplicationsIdIndividualsIndividualIdBodyRole
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.patch_applications_id_individuals_individual_id_body_address_type_0 import PatchApplicationsIdIndividualsIndividualIdBodyAddressType0
  from ..models.patch_applications_id_individuals_individual_id_body_tins_type_0_item import PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item





T = TypeVar("T", bound="PatchApplicationsIdIndividualsIndividualIdBody")



@_attrs_define
class PatchApplicationsIdIndividualsIndividualIdBody:
    """ 
        Attributes:
            first_name (str | Unset): Given name(s)
            last_name (str | Unset): Family name
            date_of_birth (datetime.date | None | Unset):
            place_of_birth (None | str | Unset):
            nationality (None | str | Unset):
            residence_country (None | str | Unset):
            address (None | PatchApplicationsIdIndividualsIndividualIdBodyAddressType0 | Unset):
            tins (list[PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item] | None | Unset):
            role (PatchApplicationsIdIndividualsIndividualIdBodyRole | Unset): The key person's role in the applicant
            ownership_percent (float | None | Unset):
     """

    first_name: str | Unset = UNSET
    last_name: str | Unset = UNSET
    date_of_birth: datetime.date | None | Unset = UNSET
    place_of_birth: None | str | Unset = UNSET
    nationality: None | str | Unset = UNSET
    residence_country: None | str | Unset = UNSET
    address: None | PatchApplicationsIdIndividualsIndividualIdBodyAddressType0 | Unset = UNSET
    tins: list[PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item] | None | Unset = UNSET
    role: PatchApplicationsIdIndividualsIndividualIdBodyRole | Unset = UNSET
    ownership_percent: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_applications_id_individuals_individual_id_body_address_type_0 import PatchApplicationsIdIndividualsIndividualIdBodyAddressType0 # noqa: PLC0415
        from ..models.patch_applications_id_individuals_individual_id_body_tins_type_0_item import PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item # noqa: PLC0415
        first_name = self.first_name

        last_name = self.last_name

        date_of_birth: None | str | Unset
        if isinstance(self.date_of_birth, Unset):
            date_of_birth = UNSET
        elif isinstance(self.date_of_birth, datetime.date):
            date_of_birth = self.date_of_birth.isoformat()
        else:
            date_of_birth = self.date_of_birth

        place_of_birth: None | str | Unset
        if isinstance(self.place_of_birth, Unset):
            place_of_birth = UNSET
        else:
            place_of_birth = self.place_of_birth

        nationality: None | str | Unset
        if isinstance(self.nationality, Unset):
            nationality = UNSET
        else:
            nationality = self.nationality

        residence_country: None | str | Unset
        if isinstance(self.residence_country, Unset):
            residence_country = UNSET
        else:
            residence_country = self.residence_country

        address: dict[str, Any] | None | Unset
        if isinstance(self.address, Unset):
            address = UNSET
        elif isinstance(self.address, PatchApplicationsIdIndividualsIndividualIdBodyAddressType0):
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
        if first_name is not UNSET:
            field_dict["firstName"] = first_name
        if last_name is not UNSET:
            field_dict["lastName"] = last_name
        if date_of_birth is not UNSET:
            field_dict["dateOfBirth"] = date_of_birth
        if place_of_birth is not UNSET:
            field_dict["placeOfBirth"] = place_of_birth
        if nationality is not UNSET:
            field_dict["nationality"] = nationality
        if residence_country is not UNSET:
            field_dict["residenceCountry"] = residence_country
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
        from ..models.patch_applications_id_individuals_individual_id_body_address_type_0 import PatchApplicationsIdIndividualsIndividualIdBodyAddressType0 # noqa: PLC0415
        from ..models.patch_applications_id_individuals_individual_id_body_tins_type_0_item import PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item # noqa: PLC0415
        d = dict(src_dict)
        first_name = d.pop("firstName", UNSET)

        last_name = d.pop("lastName", UNSET)

        def _parse_date_of_birth(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_of_birth_type_0 = datetime.date.fromisoformat(data)



                return date_of_birth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        date_of_birth = _parse_date_of_birth(d.pop("dateOfBirth", UNSET))


        def _parse_place_of_birth(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        place_of_birth = _parse_place_of_birth(d.pop("placeOfBirth", UNSET))


        def _parse_nationality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nationality = _parse_nationality(d.pop("nationality", UNSET))


        def _parse_residence_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        residence_country = _parse_residence_country(d.pop("residenceCountry", UNSET))


        def _parse_address(data: object) -> None | PatchApplicationsIdIndividualsIndividualIdBodyAddressType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = PatchApplicationsIdIndividualsIndividualIdBodyAddressType0.from_dict(data)



                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchApplicationsIdIndividualsIndividualIdBodyAddressType0 | Unset, data)

        address = _parse_address(d.pop("address", UNSET))


        def _parse_tins(data: object) -> list[PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item] | None | Unset:
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
                    tins_type_0_item = PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item.from_dict(tins_type_0_item_data)



                    tins_type_0.append(tins_type_0_item)

                return tins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item] | None | Unset, data)

        tins = _parse_tins(d.pop("tins", UNSET))


        _role = d.pop("role", UNSET)
        role: PatchApplicationsIdIndividualsIndividualIdBodyRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = PatchApplicationsIdIndividualsIndividualIdBodyRole(_role)




        def _parse_ownership_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ownership_percent = _parse_ownership_percent(d.pop("ownershipPercent", UNSET))


        patch_applications_id_individuals_individual_id_body = cls(
            first_name=first_name,
            last_name=last_name,
            date_of_birth=date_of_birth,
            place_of_birth=place_of_birth,
            nationality=nationality,
            residence_country=residence_country,
            address=address,
            tins=tins,
            role=role,
            ownership_percent=ownership_percent,
        )

        return patch_applications_id_individuals_individual_id_body

