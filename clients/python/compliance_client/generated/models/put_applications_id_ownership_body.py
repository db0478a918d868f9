from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.put_applications_id_ownership_body_edges_item import PutApplicationsIdOwnershipBodyEdgesItem
  from ..models.put_applications_id_ownership_body_nodes_item import PutApplicationsIdOwnershipBodyNodesItem





T = TypeVar("T", bound="PutApplicationsIdOwnershipBody")



@_attrs_define
class PutApplicationsIdOwnershipBody:
    """ 
        Attributes:
            nodes (list[PutApplicationsIdOwnershipBodyNodesItem]): Every node of the structure, each with a key unique in it
                (given, or the default from kind and name); at most OWNERSHIP_MAX_NODES (default 500), 413 past it. A node whose
                key the stored structure has keeps its id and screening; the stored nodes not listed are removed
            edges (list[PutApplicationsIdOwnershipBodyEdgesItem]): Every edge of the structure, its ends named by key; at
                most OWNERSHIP_MAX_EDGES (default 2000), 413 past it; one edge per holder, held and kind (409 otherwise); the
                longest chain at most OWNERSHIP_MAX_DEPTH (default 30) holdings deep, 400 past it
     """

    nodes: list[PutApplicationsIdOwnershipBodyNodesItem]
    edges: list[PutApplicationsIdOwnershipBodyEdgesItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.put_applications_id_ownership_body_edges_item import PutApplicationsIdOwnershipBodyEdgesItem # noqa: PLC0415
        from ..models.put_applications_id_ownership_body_nodes_item import PutApplicationsIdOwnershipBodyNodesItem # noqa: PLC0415
        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)



        edges = []
        for edges_item_data in self.edges:
            edges_item = edges_item_data.to_dict()
            edges.append(edges_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nodes": nodes,
            "edges": edges,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_applications_id_ownership_body_edges_item import PutApplicationsIdOwnershipBodyEdgesItem # noqa: PLC0415
        from ..models.put_applications_id_ownership_body_nodes_item import PutApplicationsIdOwnershipBodyNodesItem # noqa: PLC0415
        d = dict(src_dict)
        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in (_nodes):
            nodes_item = PutApplicationsIdOwnershipBodyNodesItem.from_dict(nodes_item_data)



            nodes.append(nodes_item)


        edges = []
        _edges = d.pop("edges")
        for edges_item_data in (_edges):
            edges_item = PutApplicationsIdOwnershipBodyEdgesItem.from_dict(edges_item_data)



            edges.append(edges_item)


        put_applications_id_ownership_body = cls(
            nodes=nodes,
            edges=edges,
        )

        return put_applications_id_ownership_body

