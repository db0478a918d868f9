from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sanctioned_owner_status import SanctionedOwnerStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.ownership_path import OwnershipPath
  from ..models.percent_range import PercentRange





T = TypeVar("T", bound="SanctionedOwner")



@_attrs_define
class SanctionedOwner:
    """ A node with a confirmed or potential sanctions hit, with its effective share in the investor and the paths producing
    it

        Attributes:
            owner_node_id (str): The owner's node
            status (SanctionedOwnerStatus): Confirmed, or potential (a sanctions hit awaiting review)
            ownership (PercentRange): A percentage, or a range where the sources give one (low = high otherwise)
            paths (list[OwnershipPath]): The paths of its holding, largest first, at most 10
            hit_ids (list[str]): Its screening hits
     """

    owner_node_id: str
    status: SanctionedOwnerStatus
    ownership: PercentRange
    paths: list[OwnershipPath]
    hit_ids: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ownership_path import OwnershipPath # noqa: PLC0415
        from ..models.percent_range import PercentRange # noqa: PLC0415
        owner_node_id = self.owner_node_id

        status = self.status.value

        ownership = self.ownership.to_dict()

        paths = []
        for paths_item_data in self.paths:
            paths_item = paths_item_data.to_dict()
            paths.append(paths_item)



        hit_ids = self.hit_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ownerNodeId": owner_node_id,
            "status": status,
            "ownership": ownership,
            "paths": paths,
            "hitIds": hit_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ownership_path import OwnershipPath # noqa: PLC0415
        from ..models.percent_range import PercentRange # noqa: PLC0415
        d = dict(src_dict)
        owner_node_id = d.pop("ownerNodeId")

        status = SanctionedOwnerStatus(d.pop("status"))




        ownership = PercentRange.from_dict(d.pop("ownership"))




        paths = []
        _paths = d.pop("paths")
        for paths_item_data in (_paths):
            paths_item = OwnershipPath.from_dict(paths_item_data)



            paths.append(paths_item)


        hit_ids = cast(list[str], d.pop("hitIds"))


        sanctioned_owner = cls(
            owner_node_id=owner_node_id,
            status=status,
            ownership=ownership,
            paths=paths,
            hit_ids=hit_ids,
        )

        return sanctioned_owner

