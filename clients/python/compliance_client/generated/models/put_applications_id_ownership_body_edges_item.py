from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_applications_id_ownership_body_edges_item_kind import PutApplicationsIdOwnershipBodyEdgesItemKind
from ..models.put_applications_id_ownership_body_edges_item_role import PutApplicationsIdOwnershipBodyEdgesItemRole
from ..types import UNSET, Unset






T = TypeVar("T", bound="PutApplicationsIdOwnershipBodyEdgesItem")



@_attrs_define
class PutApplicationsIdOwnershipBodyEdgesItem:
    """ 
        Attributes:
            owner_key (str): The holder's key (the node's key, or its default individual|name or business|name)
            owned_key (str): The key of what it holds or controls
            kind (PutApplicationsIdOwnershipBodyEdgesItemKind): OWNERSHIP (shares), VOTING (voting rights apart from shares)
                or CONTROL (without ownership: its role says how)
            percent (float | Unset): The share held, above 0 and at most 100 (OWNERSHIP and VOTING); 0 is refused with 400
            percent_low (float | Unset): A range's low end, 0 to 100, with percentHigh (a register saying 25-50 %)
            percent_high (float | Unset): A range's high end, above 0 and at most 100, with percentLow
            role (PutApplicationsIdOwnershipBodyEdgesItemRole | Unset): CONTROL only: how the holder controls (director,
                senior managing official, power of attorney, nominee, a trust's settlor, trustee, protector or beneficiary)
            source_document_id (str | Unset): The application's document that evidences it (a register of shareholders, an
                ownership chart)
     """

    owner_key: str
    owned_key: str
    kind: PutApplicationsIdOwnershipBodyEdgesItemKind
    percent: float | Unset = UNSET
    percent_low: float | Unset = UNSET
    percent_high: float | Unset = UNSET
    role: PutApplicationsIdOwnershipBodyEdgesItemRole | Unset = UNSET
    source_document_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        owner_key = self.owner_key

        owned_key = self.owned_key

        kind = self.kind.value

        percent = self.percent

        percent_low = self.percent_low

        percent_high = self.percent_high

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value


        source_document_id = self.source_document_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ownerKey": owner_key,
            "ownedKey": owned_key,
            "kind": kind,
        })
        if percent is not UNSET:
            field_dict["percent"] = percent
        if percent_low is not UNSET:
            field_dict["percentLow"] = percent_low
        if percent_high is not UNSET:
            field_dict["percentHigh"] = percent_high
        if role is not UNSET:
            field_dict["role"] = role
        if source_document_id is not UNSET:
            field_dict["sourceDocumentId"] = source_document_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner_key = d.pop("ownerKey")

        owned_key = d.pop("ownedKey")

        kind = PutApplicationsIdOwnershipBodyEdgesItemKind(d.pop("kind"))




        percent = d.pop("percent", UNSET)

        percent_low = d.pop("percentLow", UNSET)

        percent_high = d.pop("percentHigh", UNSET)

        _role = d.pop("role", UNSET)
        role: PutApplicationsIdOwnershipBodyEdgesItemRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = PutApplicationsIdOwnershipBodyEdgesItemRole(_role)




        source_document_id = d.pop("sourceDocumentId", UNSET)

        put_applications_id_ownership_body_edges_item = cls(
            owner_key=owner_key,
            owned_key=owned_key,
            kind=kind,
            percent=percent,
            percent_low=percent_low,
            percent_high=percent_high,
            role=role,
            source_document_id=source_document_id,
        )

        return put_applications_id_ownership_body_edges_item

