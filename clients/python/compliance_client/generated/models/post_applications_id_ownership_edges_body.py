from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_applications_id_ownership_edges_body_kind import PostApplicationsIdOwnershipEdgesBodyKind
from ..models.post_applications_id_ownership_edges_body_role import PostApplicationsIdOwnershipEdgesBodyRole
from ..types import UNSET, Unset






T = TypeVar("T", bound="PostApplicationsIdOwnershipEdgesBody")



@_attrs_define
class PostApplicationsIdOwnershipEdgesBody:
    """ 
        Attributes:
            owner_node_id (str): The holder: who owns, votes or controls
            owned_node_id (str): What it holds or controls
            kind (PostApplicationsIdOwnershipEdgesBodyKind): OWNERSHIP (shares), VOTING (voting rights apart from shares) or
                CONTROL (without ownership: its role says how)
            percent (float | Unset): The share held, above 0 and at most 100 (OWNERSHIP and VOTING); 0 is refused with 400
            percent_low (float | Unset): A range's low end, 0 to 100, with percentHigh (a register saying 25-50 %)
            percent_high (float | Unset): A range's high end, above 0 and at most 100, with percentLow
            role (PostApplicationsIdOwnershipEdgesBodyRole | Unset): CONTROL only: how the holder controls (director, senior
                managing official, power of attorney, nominee, a trust's settlor, trustee, protector or beneficiary)
            source_document_id (str | Unset): The application's document that evidences it (a register of shareholders, an
                ownership chart)
     """

    owner_node_id: str
    owned_node_id: str
    kind: PostApplicationsIdOwnershipEdgesBodyKind
    percent: float | Unset = UNSET
    percent_low: float | Unset = UNSET
    percent_high: float | Unset = UNSET
    role: PostApplicationsIdOwnershipEdgesBodyRole | Unset = UNSET
    source_document_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        owner_node_id = self.owner_node_id

        owned_node_id = self.owned_node_id

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
            "ownerNodeId": owner_node_id,
            "ownedNodeId": owned_node_id,
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
        owner_node_id = d.pop("ownerNodeId")

        owned_node_id = d.pop("ownedNodeId")

        kind = PostApplicationsIdOwnershipEdgesBodyKind(d.pop("kind"))




        percent = d.pop("percent", UNSET)

        percent_low = d.pop("percentLow", UNSET)

        percent_high = d.pop("percentHigh", UNSET)

        _role = d.pop("role", UNSET)
        role: PostApplicationsIdOwnershipEdgesBodyRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = PostApplicationsIdOwnershipEdgesBodyRole(_role)




        source_document_id = d.pop("sourceDocumentId", UNSET)

        post_applications_id_ownership_edges_body = cls(
            owner_node_id=owner_node_id,
            owned_node_id=owned_node_id,
            kind=kind,
            percent=percent,
            percent_low=percent_low,
            percent_high=percent_high,
            role=role,
            source_document_id=source_document_id,
        )

        return post_applications_id_ownership_edges_body

