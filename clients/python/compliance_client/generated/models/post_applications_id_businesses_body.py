from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_applications_id_businesses_body_role import PostApplicationsIdBusinessesBodyRole
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_applications_id_businesses_body_address import PostApplicationsIdBusinessesBodyAddress
  from ..models.post_applications_id_businesses_body_tins_item import PostApplicationsIdBusinessesBodyTinsItem





T = TypeVar("T", bound="PostApplicationsIdBusinessesBody")



@_attrs_define
class PostApplicationsIdBusinessesBody:
    """ 
        Attributes:
            name (str): Registered legal name
            role (PostApplicationsIdBusinessesBodyRole): The key person's role in the applicant
            registration_number (str | Unset): Company registration number
            country (str | Unset): Country of registration (ISO 3166-1 alpha-2)
            address (PostApplicationsIdBusinessesBodyAddress | Unset): Registered address
            tins (list[PostApplicationsIdBusinessesBodyTinsItem] | Unset): Tax identification numbers
            ownership_percent (float | Unset): Share the key person owns of the applicant, 0 to 100
     """

    name: str
    role: PostApplicationsIdBusinessesBodyRole
    registration_number: str | Unset = UNSET
    country: str | Unset = UNSET
    address: PostApplicationsIdBusinessesBodyAddress | Unset = UNSET
    tins: list[PostApplicationsIdBusinessesBodyTinsItem] | Unset = UNSET
    ownership_percent: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_applications_id_businesses_body_address import PostApplicationsIdBusinessesBodyAddress # noqa: PLC0415
        from ..models.post_applications_id_businesses_body_tins_item import PostApplicationsIdBusinessesBodyTinsItem # noqa: PLC0415
        name = self.name

        role = self.role.value

        registration_number = self.registration_number

        country = self.country

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
            "name": name,
            "role": role,
        })
        if registration_number is not UNSET:
            field_dict["registrationNumber"] = registration_number
        if country is not UNSET:
            field_dict["country"] = country
        if address is not UNSET:
            field_dict["address"] = address
        if tins is not UNSET:
            field_dict["tins"] = tins
        if ownership_percent is not UNSET:
            field_dict["ownershipPercent"] = ownership_percent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_applications_id_businesses_body_address import PostApplicationsIdBusinessesBodyAddress # noqa: PLC0415
        from ..models.post_applications_id_businesses_body_tins_item import PostApplicationsIdBusinessesBodyTinsItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        role = PostApplicationsIdBusinessesBodyRole(d.pop("role"))




        registration_number = d.pop("registrationNumber", UNSET)

        country = d.pop("country", UNSET)

        _address = d.pop("address", UNSET)
        address: PostApplicationsIdBusinessesBodyAddress | Unset
        if isinstance(_address,  Unset):
            address = UNSET
        else:
            address = PostApplicationsIdBusinessesBodyAddress.from_dict(_address)




        _tins = d.pop("tins", UNSET)
        tins: list[PostApplicationsIdBusinessesBodyTinsItem] | Unset = UNSET
        if _tins is not UNSET:
            tins = []
            for tins_item_data in _tins:
                tins_item = PostApplicationsIdBusinessesBodyTinsItem.from_dict(tins_item_data)



                tins.append(tins_item)


        ownership_percent = d.pop("ownershipPercent", UNSET)

        post_applications_id_businesses_body = cls(
            name=name,
            role=role,
            registration_number=registration_number,
            country=country,
            address=address,
            tins=tins,
            ownership_percent=ownership_percent,
        )

        return post_applications_id_businesses_body

