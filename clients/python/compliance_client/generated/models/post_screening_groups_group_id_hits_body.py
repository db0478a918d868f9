from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PostScreeningGroupsGroupIdHitsBody")



@_attrs_define
class PostScreeningGroupsGroupIdHitsBody:
    """ 
        Attributes:
            hit_ids (list[str]):
     """

    hit_ids: list[str]





    def to_dict(self) -> dict[str, Any]:
        hit_ids = self.hit_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hitIds": hit_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hit_ids = cast(list[str], d.pop("hitIds"))


        post_screening_groups_group_id_hits_body = cls(
            hit_ids=hit_ids,
        )

        return post_screening_groups_group_id_hits_body

