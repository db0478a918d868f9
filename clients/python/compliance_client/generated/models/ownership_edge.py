from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ownership_edge_kind import OwnershipEdgeKind
from ..models.ownership_edge_role_type_0 import OwnershipEdgeRoleType0
from typing import cast






T = TypeVar("T", bound="OwnershipEdge")



@_attrs_define
class OwnershipEdge:
    """ A holding: shares or votes (a percent or a range) or control without ownership, with its source

        Attributes:
            id (str): The id REST uses
            kind (OwnershipEdgeKind): What it records
            owner_node_id (str): The holder
            owned_node_id (str): What it holds or controls
            percent_low (float | None): The share held (a range's low end), 0 to 100; null for CONTROL
            percent_high (float | None): A range's high end (the share again when exact); null for CONTROL
            role (None | OwnershipEdgeRoleType0): CONTROL: how the holder controls
            source_document_id (None | str): The document that evidences it
     """

    id: str
    kind: OwnershipEdgeKind
    owner_node_id: str
    owned_node_id: str
    percent_low: float | None
    percent_high: float | None
    role: None | OwnershipEdgeRoleType0
    source_document_id: None | str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        owner_node_id = self.owner_node_id

        owned_node_id = self.owned_node_id

        percent_low: float | None
        percent_low = self.percent_low

        percent_high: float | None
        percent_high = self.percent_high

        role: None | str
        if isinstance(self.role, OwnershipEdgeRoleType0):
            role = self.role.value
        else:
            role = self.role

        source_document_id: None | str
        source_document_id = self.source_document_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "kind": kind,
            "ownerNodeId": owner_node_id,
            "ownedNodeId": owned_node_id,
            "percentLow": percent_low,
            "percentHigh": percent_high,
            "role": role,
            "sourceDocumentId": source_document_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = OwnershipEdgeKind(d.pop("kind"))




        owner_node_id = d.pop("ownerNodeId")

        owned_node_id = d.pop("ownedNodeId")

        def _parse_percent_low(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        percent_low = _parse_percent_low(d.pop("percentLow"))


        def _parse_percent_high(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        percent_high = _parse_percent_high(d.pop("percentHigh"))


        def _parse_role(data: object) -> None | OwnershipEdgeRoleType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0 = OwnershipEdgeRoleType0(data)



                return role_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OwnershipEdgeRoleType0, data)

        role = _parse_role(d.pop("role"))


        def _parse_source_document_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_document_id = _parse_source_document_id(d.pop("sourceDocumentId"))


        ownership_edge = cls(
            id=id,
            kind=kind,
            owner_node_id=owner_node_id,
            owned_node_id=owned_node_id,
            percent_low=percent_low,
            percent_high=percent_high,
            role=role,
            source_document_id=source_document_id,
        )

        return ownership_edge

