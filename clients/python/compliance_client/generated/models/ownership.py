from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.beneficial_owner import BeneficialOwner
  from ..models.crs_controlling_person import CrsControllingPerson
  from ..models.effective_ownership import EffectiveOwnership
  from ..models.ownership_edge import OwnershipEdge
  from ..models.ownership_node import OwnershipNode
  from ..models.ownership_problem import OwnershipProblem
  from ..models.sanctioned_ownership import SanctionedOwnership





T = TypeVar("T", bound="Ownership")



@_attrs_define
class Ownership:
    """ An application's ownership structure with its arithmetic (docs/ownership.md)

        Attributes:
            application_id (str): The application
            threshold_percent (float): The UBO threshold applied: the account's, or its lower one for HIGH risk
            nodes (list[OwnershipNode]): Every node, oldest first
            edges (list[OwnershipEdge]): Every edge, oldest first
            effective (list[EffectiveOwnership]): Every node with a share in the applicant, largest first
            ubos (list[BeneficialOwner]): The ultimate beneficial owners
            controlling_persons (list[CrsControllingPerson]): The controlling persons CRS reports (the CRS XML export uses
                them)
            problems (list[OwnershipProblem]): Data problems: circular holdings, gaps, shares over 100 %
            sanctioned_ownership (SanctionedOwnership): The investor's share held by sanctioned owners in aggregate (OFAC 50
                percent rule, EU owned or controlled): 50 % or more blocks it by ownership (docs/ownership.md)
     """

    application_id: str
    threshold_percent: float
    nodes: list[OwnershipNode]
    edges: list[OwnershipEdge]
    effective: list[EffectiveOwnership]
    ubos: list[BeneficialOwner]
    controlling_persons: list[CrsControllingPerson]
    problems: list[OwnershipProblem]
    sanctioned_ownership: SanctionedOwnership





    def to_dict(self) -> dict[str, Any]:
        from ..models.beneficial_owner import BeneficialOwner # noqa: PLC0415
        from ..models.crs_controlling_person import CrsControllingPerson # noqa: PLC0415
        from ..models.effective_ownership import EffectiveOwnership # noqa: PLC0415
        from ..models.ownership_edge import OwnershipEdge # noqa: PLC0415
        from ..models.ownership_node import OwnershipNode # noqa: PLC0415
        from ..models.ownership_problem import OwnershipProblem # noqa: PLC0415
        from ..models.sanctioned_ownership import SanctionedOwnership # noqa: PLC0415
        application_id = self.application_id

        threshold_percent = self.threshold_percent

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)



        edges = []
        for edges_item_data in self.edges:
            edges_item = edges_item_data.to_dict()
            edges.append(edges_item)



        effective = []
        for effective_item_data in self.effective:
            effective_item = effective_item_data.to_dict()
            effective.append(effective_item)



        ubos = []
        for ubos_item_data in self.ubos:
            ubos_item = ubos_item_data.to_dict()
            ubos.append(ubos_item)



        controlling_persons = []
        for controlling_persons_item_data in self.controlling_persons:
            controlling_persons_item = controlling_persons_item_data.to_dict()
            controlling_persons.append(controlling_persons_item)



        problems = []
        for problems_item_data in self.problems:
            problems_item = problems_item_data.to_dict()
            problems.append(problems_item)



        sanctioned_ownership = self.sanctioned_ownership.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "thresholdPercent": threshold_percent,
            "nodes": nodes,
            "edges": edges,
            "effective": effective,
            "ubos": ubos,
            "controllingPersons": controlling_persons,
            "problems": problems,
            "sanctionedOwnership": sanctioned_ownership,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.beneficial_owner import BeneficialOwner # noqa: PLC0415
        from ..models.crs_controlling_person import CrsControllingPerson # noqa: PLC0415
        from ..models.effective_ownership import EffectiveOwnership # noqa: PLC0415
        from ..models.ownership_edge import OwnershipEdge # noqa: PLC0415
        from ..models.ownership_node import OwnershipNode # noqa: PLC0415
        from ..models.ownership_problem import OwnershipProblem # noqa: PLC0415
        from ..models.sanctioned_ownership import SanctionedOwnership # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        threshold_percent = d.pop("thresholdPercent")

        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in (_nodes):
            nodes_item = OwnershipNode.from_dict(nodes_item_data)



            nodes.append(nodes_item)


        edges = []
        _edges = d.pop("edges")
        for edges_item_data in (_edges):
            edges_item = OwnershipEdge.from_dict(edges_item_data)



            edges.append(edges_item)


        effective = []
        _effective = d.pop("effective")
        for effective_item_data in (_effective):
            effective_item = EffectiveOwnership.from_dict(effective_item_data)



            effective.append(effective_item)


        ubos = []
        _ubos = d.pop("ubos")
        for ubos_item_data in (_ubos):
            ubos_item = BeneficialOwner.from_dict(ubos_item_data)



            ubos.append(ubos_item)


        controlling_persons = []
        _controlling_persons = d.pop("controllingPersons")
        for controlling_persons_item_data in (_controlling_persons):
            controlling_persons_item = CrsControllingPerson.from_dict(controlling_persons_item_data)



            controlling_persons.append(controlling_persons_item)


        problems = []
        _problems = d.pop("problems")
        for problems_item_data in (_problems):
            problems_item = OwnershipProblem.from_dict(problems_item_data)



            problems.append(problems_item)


        sanctioned_ownership = SanctionedOwnership.from_dict(d.pop("sanctionedOwnership"))




        ownership = cls(
            application_id=application_id,
            threshold_percent=threshold_percent,
            nodes=nodes,
            edges=edges,
            effective=effective,
            ubos=ubos,
            controlling_persons=controlling_persons,
            problems=problems,
            sanctioned_ownership=sanctioned_ownership,
        )

        return ownership

