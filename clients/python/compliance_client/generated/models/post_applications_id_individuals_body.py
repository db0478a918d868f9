from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_applications_id_individuals_body_role import PostApplicationsIdIndividualsBodyRole
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.post_applications_id_individuals_body_address import PostApplicationsIdIndividualsBodyAddress
  from ..models.post_applications_id_individuals_body_tins_item import PostApplicationsIdIndividualsBodyTinsItem





T = TypeVar("T", bound="PostApplicationsIdIndividualsBody")



@_attrs_define
class PostApplicationsIdIndividualsBody:
    """ 
        Attributes:
            first_name (str): Given name(s)
            last_name (str): Family name
            role (PostApplicationsIdIndividualsBodyRole): The key person's role in the applicant
            date_of_birth (datetime.date | Unset): Date of birth (YYYY-MM-DD)
            place_of_birth (str | Unset): Place of birth
            nationality (str | Unset): Nationality (ISO 3166-1 alpha-2)
            residence_country (str | Unset): Country of residence (ISO 3166-1 alpha-2)
            address (PostApplicationsIdIndividualsBodyAddress | Unset): Residential address
            tins (list[PostApplicationsIdIndividualsBodyTinsItem] | Unset): Tax identification numbers
            ownership_percent (float | Unset): Share the key person owns of the applicant, 0 to 100
     """

    first_name: str
    last_name: str
    role: PostApplicationsIdIndividualsBodyRole
    date_of_birth: datetime.date | Unset = UNSET
    place_of_birth: str | Unset = UNSET
    nationality: str | Unset = UNSET
    residence_country: str | Unset = UNSET
    address: PostApplicationsIdIndividualsBodyAddress | Unset = UNSET
    tins: list[PostApplicationsIdIndividualsBodyTinsItem] | Unset = UNSET
    ownership_percent: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_applications_id_individuals_body_address import PostApplicationsIdIndividualsBodyAddress # noqa: PLC0415
        from ..models.post_applications_id_individuals_body_tins_item import PostApplicationsIdIndividualsBodyTinsItem # noqa: PLC0415
        first_name = self.first_name

        last_name = self.last_name

        role = self.role.value

        date_of_birth: str | Unset = UNSET
        if not isinstance(self.date_of_birth, Unset):
            date_of_birth = self.date_of_birth.isoformat()

        place_of_birth = self.place_of_birth

        nationality = self.nationality

        residence_country = self.residence_country

        address: dict[str, Any] | Unset = UNSET
        if not isinstance(self.address, Unset):
            address = self.address.to_dict()

        tins: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tins, Unset):
            tins = []
            for tins_item_data in self.tins:
                tins_item = tins_item_data.to_dict()
                tins.append(tins_item)



        ownership_percent = self.ownership_percent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "firstName": first_name,
            "lastName": last_name,
            "role": role,
        })
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
        if ownership_percent is not UNSET:
            field_dict["ownershipPercent"] = ownership_percent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_applications_id_individuals_body_address import PostApplicationsIdIndividualsBodyAddress # noqa: PLC0415
        from ..models.post_applications_id_individuals_body_tins_item import PostApplicationsIdIndividualsBodyTinsItem # noqa: PLC0415
        d = dict(src_dict)
        first_name = d.pop("firstName")

        last_name = d.pop("lastName")

        role = PostApplicationsIdIndividualsBodyRole(d.pop("role"))




        _date_of_birth = d.pop("dateOfBirth", UNSET)
        date_of_birth: datetime.date | Unset
        if isinstance(_date_of_birth,  Unset):
            date_of_birth = UNSET
        else:
            date_of_birth = datetime.date.fromisoformat(_date_of_birth)




        place_of_birth = d.pop("placeOfBirth", UNSET)

        nationality = d.pop("nationality", UNSET)

        residence_country = d.pop("residenceCountry", UNSET)

        _address = d.pop("address", UNSET)
        address: PostApplicationsIdIndividualsBodyAddress | Unset
        if isinstance(_address,  Unset):
            address = UNSET
        else:
            address = PostApplicationsIdIndividualsBodyAddress.from_dict(_address)




        _tins = d.pop("tins", UNSET)
        tins: list[PostApplicationsIdIndividualsBodyTinsItem] | Unset = UNSET
        if _tins is not UNSET:
            tins = []
            for tins_item_data in _tins:
                tins_item = PostApplicationsIdIndividualsBodyTinsItem.from_dict(tins_item_data)



                tins.append(tins_item)


        ownership_percent = d.pop("ownershipPercent", UNSET)

        post_applications_id_individuals_body = cls(
            first_name=first_name,
            last_name=last_name,
            role=role,
            date_of_birth=date_of_birth,
            place_of_birth=place_of_birth,
            nationality=nationality,
            residence_country=residence_country,
            address=address,
            tins=tins,
            ownership_percent=ownership_percent,
        )

        return post_applications_id_individuals_body

