from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_migrations_json_body_items_item_entity_type import PostMigrationsJsonBodyItemsItemEntityType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PostMigrationsJsonBodyItemsItem")



@_attrs_define
class PostMigrationsJsonBodyItemsItem:
    """ 
        Attributes:
            folder (str | Unset): Archive folder of the investor; by API optional, `name` is enough
            entity_type (PostMigrationsJsonBodyItemsItemEntityType | Unset): INDIVIDUAL or BUSINESS; left out, it is
                inferred (a registration number means BUSINESS)
            name (str | Unset): Investor name, which identifies the item (required unless folder is given); unique within
                the migration
            email (str | Unset): The investor's e-mail address
            country (str | Unset): Residence (individuals) or incorporation (businesses), ISO 3166-1 alpha-2
            tin (str | Unset): Tax identification number
            date_of_birth (str | Unset): Individuals: date of birth, YYYY-MM-DD or as documents write it
            place_of_birth (str | Unset): Individuals: place of birth
            nationality (str | Unset): Individuals: nationality, ISO 3166-1 alpha-2
            registration_number (str | Unset): Businesses: registration number
            address (str | Unset): One line, the country last: "12 Rue X, L-1234 Luxembourg, LU"
            fatca_chapter_4_status (str | Unset): Businesses: the FATCA status its W-8BEN-E or W-8IMY states (PASSIVE_NFFE,
                or as the form writes it: Passive NFFE), stored with that form as metadata.fatca; VALIDATE fails the item when
                it is wrong (docs/tax-reporting.md)
            fatca_giin (str | Unset): Businesses: the GIIN on that form (line 9a), where its status has one
     """

    folder: str | Unset = UNSET
    entity_type: PostMigrationsJsonBodyItemsItemEntityType | Unset = UNSET
    name: str | Unset = UNSET
    email: str | Unset = UNSET
    country: str | Unset = UNSET
    tin: str | Unset = UNSET
    date_of_birth: str | Unset = UNSET
    place_of_birth: str | Unset = UNSET
    nationality: str | Unset = UNSET
    registration_number: str | Unset = UNSET
    address: str | Unset = UNSET
    fatca_chapter_4_status: str | Unset = UNSET
    fatca_giin: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        folder = self.folder

        entity_type: str | Unset = UNSET
        if not isinstance(self.entity_type, Unset):
            entity_type = self.entity_type.value


        name = self.name

        email = self.email

        country = self.country

        tin = self.tin

        date_of_birth = self.date_of_birth

        place_of_birth = self.place_of_birth

        nationality = self.nationality

        registration_number = self.registration_number

        address = self.address

        fatca_chapter_4_status = self.fatca_chapter_4_status

        fatca_giin = self.fatca_giin


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if folder is not UNSET:
            field_dict["folder"] = folder
        if entity_type is not UNSET:
            field_dict["entityType"] = entity_type
        if name is not UNSET:
            field_dict["name"] = name
        if email is not UNSET:
            field_dict["email"] = email
        if country is not UNSET:
            field_dict["country"] = country
        if tin is not UNSET:
            field_dict["tin"] = tin
        if date_of_birth is not UNSET:
            field_dict["dateOfBirth"] = date_of_birth
        if place_of_birth is not UNSET:
            field_dict["placeOfBirth"] = place_of_birth
        if nationality is not UNSET:
            field_dict["nationality"] = nationality
        if registration_number is not UNSET:
            field_dict["registrationNumber"] = registration_number
        if address is not UNSET:
            field_dict["address"] = address
        if fatca_chapter_4_status is not UNSET:
            field_dict["fatcaChapter4Status"] = fatca_chapter_4_status
        if fatca_giin is not UNSET:
            field_dict["fatcaGiin"] = fatca_giin

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        folder = d.pop("folder", UNSET)

        _entity_type = d.pop("entityType", UNSET)
        entity_type: PostMigrationsJsonBodyItemsItemEntityType | Unset
        if isinstance(_entity_type,  Unset):
            entity_type = UNSET
        else:
            entity_type = PostMigrationsJsonBodyItemsItemEntityType(_entity_type)




        name = d.pop("name", UNSET)

        email = d.pop("email", UNSET)

        country = d.pop("country", UNSET)

        tin = d.pop("tin", UNSET)

        date_of_birth = d.pop("dateOfBirth", UNSET)

        place_of_birth = d.pop("placeOfBirth", UNSET)

        nationality = d.pop("nationality", UNSET)

        registration_number = d.pop("registrationNumber", UNSET)

        address = d.pop("address", UNSET)

        fatca_chapter_4_status = d.pop("fatcaChapter4Status", UNSET)

        fatca_giin = d.pop("fatcaGiin", UNSET)

        post_migrations_json_body_items_item = cls(
            folder=folder,
            entity_type=entity_type,
            name=name,
            email=email,
            country=country,
            tin=tin,
            date_of_birth=date_of_birth,
            place_of_birth=place_of_birth,
            nationality=nationality,
            registration_number=registration_number,
            address=address,
            fatca_chapter_4_status=fatca_chapter_4_status,
            fatca_giin=fatca_giin,
        )

        return post_migrations_json_body_items_item

