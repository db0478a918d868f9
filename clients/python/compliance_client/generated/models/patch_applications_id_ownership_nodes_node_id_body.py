from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_applications_id_ownership_nodes_node_id_body_kind import PatchApplicationsIdOwnershipNodesNodeIdBodyKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchApplicationsIdOwnershipNodesNodeIdBody")



@_attrs_define
class PatchApplicationsIdOwnershipNodesNodeIdBody:
    """ 
        Attributes:
            key (str | Unset): What documents' subject.entityKey names it by (unique in the application); default:
                individual|name or business|name in lower case, as documents key their subject
            kind (PatchApplicationsIdOwnershipNodesNodeIdBodyKind | Unset): What it is; LISTED_COMPANY and REGULATED_ENTITY
                end the chain (their holders are not looked through)
            name (str | Unset): Its name: a person's full name, an entity's legal name; at most OWNERSHIP_MAX_NAME_LENGTH
                characters (default 300), 400 past it
            country (None | str | Unset): Residence or registration (ISO 3166-1 alpha-2); null clears it
            individual_id (None | str | Unset): The individual key person it is; null unties it
            business_id (None | str | Unset): The business key person it is; null unties it
     """

    key: str | Unset = UNSET
    kind: PatchApplicationsIdOwnershipNodesNodeIdBodyKind | Unset = UNSET
    name: str | Unset = UNSET
    country: None | str | Unset = UNSET
    individual_id: None | str | Unset = UNSET
    business_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        name = self.name

        country: None | str | Unset
        if isinstance(self.country, Unset):
            country = UNSET
        else:
            country = self.country

        individual_id: None | str | Unset
        if isinstance(self.individual_id, Unset):
            individual_id = UNSET
        else:
            individual_id = self.individual_id

        business_id: None | str | Unset
        if isinstance(self.business_id, Unset):
            business_id = UNSET
        else:
            business_id = self.business_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if key is not UNSET:
            field_dict["key"] = key
        if kind is not UNSET:
            field_dict["kind"] = kind
        if name is not UNSET:
            field_dict["name"] = name
        if country is not UNSET:
            field_dict["country"] = country
        if individual_id is not UNSET:
            field_dict["individualId"] = individual_id
        if business_id is not UNSET:
            field_dict["businessId"] = business_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: PatchApplicationsIdOwnershipNodesNodeIdBodyKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = PatchApplicationsIdOwnershipNodesNodeIdBodyKind(_kind)




        name = d.pop("name", UNSET)

        def _parse_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country = _parse_country(d.pop("country", UNSET))


        def _parse_individual_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        individual_id = _parse_individual_id(d.pop("individualId", UNSET))


        def _parse_business_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        business_id = _parse_business_id(d.pop("businessId", UNSET))


        patch_applications_id_ownership_nodes_node_id_body = cls(
            key=key,
            kind=kind,
            name=name,
            country=country,
            individual_id=individual_id,
            business_id=business_id,
        )

        return patch_applications_id_ownership_nodes_node_id_body

