from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sanctioned_owner import SanctionedOwner





T = TypeVar("T", bound="SanctionedOwnership")



@_attrs_define
class SanctionedOwnership:
    """ The investor's share held by sanctioned owners in aggregate (OFAC 50 percent rule, EU owned or controlled): 50 % or
    more blocks it by ownership (docs/ownership.md)

        Attributes:
            percent (float): Held by owners with confirmed sanctions hits (percent)
            blocked (bool): Confirmed sanctioned owners hold the threshold or more: the investor is blocked by ownership
            potential_percent (float): Held by owners with confirmed or open (potential) sanctions hits (percent)
            potentially_blocked (bool): Counting open sanctions hits, the threshold is reached: a BLOCKED_BY_OWNERSHIP hit
                awaits review
            threshold_percent (float): The aggregate that blocks (50)
            blocked_entity_ids (list[str]): Entities of the structure counted whole: sanctioned owners (confirmed or
                potential) hold 50 % or more of them
            owners (list[SanctionedOwner]): The sanctioned owners, largest effective share first
     """

    percent: float
    blocked: bool
    potential_percent: float
    potentially_blocked: bool
    threshold_percent: float
    blocked_entity_ids: list[str]
    owners: list[SanctionedOwner]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sanctioned_owner import SanctionedOwner # noqa: PLC0415
        percent = self.percent

        blocked = self.blocked

        potential_percent = self.potential_percent

        potentially_blocked = self.potentially_blocked

        threshold_percent = self.threshold_percent

        blocked_entity_ids = self.blocked_entity_ids



        owners = []
        for owners_item_data in self.owners:
            owners_item = owners_item_data.to_dict()
            owners.append(owners_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "percent": percent,
            "blocked": blocked,
            "potentialPercent": potential_percent,
            "potentiallyBlocked": potentially_blocked,
            "thresholdPercent": threshold_percent,
            "blockedEntityIds": blocked_entity_ids,
            "owners": owners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sanctioned_owner import SanctionedOwner # noqa: PLC0415
        d = dict(src_dict)
        percent = d.pop("percent")

        blocked = d.pop("blocked")

        potential_percent = d.pop("potentialPercent")

        potentially_blocked = d.pop("potentiallyBlocked")

        threshold_percent = d.pop("thresholdPercent")

        blocked_entity_ids = cast(list[str], d.pop("blockedEntityIds"))


        owners = []
        _owners = d.pop("owners")
        for owners_item_data in (_owners):
            owners_item = SanctionedOwner.from_dict(owners_item_data)



            owners.append(owners_item)


        sanctioned_ownership = cls(
            percent=percent,
            blocked=blocked,
            potential_percent=potential_percent,
            potentially_blocked=potentially_blocked,
            threshold_percent=threshold_percent,
            blocked_entity_ids=blocked_entity_ids,
            owners=owners,
        )

        return sanctioned_ownership

