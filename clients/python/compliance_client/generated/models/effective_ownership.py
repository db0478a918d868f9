from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ownership_path import OwnershipPath
  from ..models.percent_range import PercentRange





T = TypeVar("T", bound="EffectiveOwnership")



@_attrs_define
class EffectiveOwnership:
    """ A node's effective share in the applicant: shares multiplied along each path, summed across paths

        Attributes:
            owner_node_id (str): The owner's node
            ownership (PercentRange): A percentage, or a range where the sources give one (low = high otherwise)
            voting (PercentRange): A percentage, or a range where the sources give one (low = high otherwise)
            paths (list[OwnershipPath]): The simple paths that produce the figure, largest first, at most 10 (pathsTruncated
                says when there are more); a circular holding's trips round the circle count in the figure but are not listed
            paths_truncated (bool): More paths exist than the 10 listed
     """

    owner_node_id: str
    ownership: PercentRange
    voting: PercentRange
    paths: list[OwnershipPath]
    paths_truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.ownership_path import OwnershipPath # noqa: PLC0415
        from ..models.percent_range import PercentRange # noqa: PLC0415
        owner_node_id = self.owner_node_id

        ownership = self.ownership.to_dict()

        voting = self.voting.to_dict()

        paths = []
        for paths_item_data in self.paths:
            paths_item = paths_item_data.to_dict()
            paths.append(paths_item)



        paths_truncated = self.paths_truncated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ownerNodeId": owner_node_id,
            "ownership": ownership,
            "voting": voting,
            "paths": paths,
            "pathsTruncated": paths_truncated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ownership_path import OwnershipPath # noqa: PLC0415
        from ..models.percent_range import PercentRange # noqa: PLC0415
        d = dict(src_dict)
        owner_node_id = d.pop("ownerNodeId")

        ownership = PercentRange.from_dict(d.pop("ownership"))




        voting = PercentRange.from_dict(d.pop("voting"))




        paths = []
        _paths = d.pop("paths")
        for paths_item_data in (_paths):
            paths_item = OwnershipPath.from_dict(paths_item_data)



            paths.append(paths_item)


        paths_truncated = d.pop("pathsTruncated")

        effective_ownership = cls(
            owner_node_id=owner_node_id,
            ownership=ownership,
            voting=voting,
            paths=paths,
            paths_truncated=paths_truncated,
        )

        return effective_ownership

