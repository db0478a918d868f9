from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_applications_id_ownership_body_nodes_item_kind import PutApplicationsIdOwnershipBodyNodesItemKind
from ..types import UNSET, Unset






T = TypeVar("T", bound="PutApplicationsIdOwnershipBodyNodesItem")



@_attrs_define
class PutApplicationsIdOwnershipBodyNodesItem:
    """ 
        Attributes:
            kind (PutApplicationsIdOwnershipBodyNodesItemKind): What it is; LISTED_COMPANY and REGULATED_ENTITY end the
                chain (their holders are not looked through)
            name (str): Its name: a person's full name, an entity's legal name; at most OWNERSHIP_MAX_NAME_LENGTH characters
                (default 300), 400 past it
            key (str | Unset): What documents' subject.entityKey names it by (unique in the application); default:
                individual|name or business|name in lower case, as documents key their subject
            country (str | Unset): Residence or registration (ISO 3166-1 alpha-2)
            applicant (bool | Unset): The node the structure is about (one per application)
            individual_id (str | Unset): The application's individual key person it is, if any
            business_id (str | Unset): The application's business key person it is, if any
     """

    kind: PutApplicationsIdOwnershipBodyNodesItemKind
    name: str
    key: str | Unset = UNSET
    country: str | Unset = UNSET
    applicant: bool | Unset = UNSET
    individual_id: str | Unset = UNSET
    business_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        key = self.key

        country = self.country

        applicant = self.applicant

        individual_id = self.individual_id

        business_id = self.business_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "name": name,
        })
        if key is not UNSET:
            field_dict["key"] = key
        if country is not UNSET:
            field_dict["country"] = country
        if applicant is not UNSET:
            field_dict["applicant"] = applicant
        if individual_id is not UNSET:
            field_dict["individualId"] = individual_id
        if business_id is not UNSET:
            field_dict["businessId"] = business_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = PutApplicationsIdOwnershipBodyNodesItemKind(d.pop("kind"))




        name = d.pop("name")

        key = d.pop("key", UNSET)

        country = d.pop("country", UNSET)

        applicant = d.pop("applicant", UNSET)

        individual_id = d.pop("individualId", UNSET)

        business_id = d.pop("businessId", UNSET)

        put_applications_id_ownership_body_nodes_item = cls(
            kind=kind,
            name=name,
            key=key,
            country=country,
            applicant=applicant,
            individual_id=individual_id,
            business_id=business_id,
        )

        return put_applications_id_ownership_body_nodes_item

