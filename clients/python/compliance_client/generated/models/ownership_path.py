from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.percent_range import PercentRange





T = TypeVar("T", bound="OwnershipPath")



@_attrs_define
class OwnershipPath:
    """ One chain of holdings from an owner to the applicant

        Attributes:
            node_ids (list[str]): The nodes from the owner to the applicant
            edge_ids (list[str]): The edges between them, in order
            percent (PercentRange): A percentage, or a range where the sources give one (low = high otherwise)
     """

    node_ids: list[str]
    edge_ids: list[str]
    percent: PercentRange





    def to_dict(self) -> dict[str, Any]:
        from ..models.percent_range import PercentRange # noqa: PLC0415
        node_ids = self.node_ids



        edge_ids = self.edge_ids



        percent = self.percent.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nodeIds": node_ids,
            "edgeIds": edge_ids,
            "percent": percent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.percent_range import PercentRange # noqa: PLC0415
        d = dict(src_dict)
        node_ids = cast(list[str], d.pop("nodeIds"))


        edge_ids = cast(list[str], d.pop("edgeIds"))


        percent = PercentRange.from_dict(d.pop("percent"))




        ownership_path = cls(
            node_ids=node_ids,
            edge_ids=edge_ids,
            percent=percent,
        )

        return ownership_path

