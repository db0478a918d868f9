from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.task_search_item import TaskSearchItem





T = TypeVar("T", bound="TaskSearchGroup")



@_attrs_define
class TaskSearchGroup:
    """ 
        Attributes:
            items (list[TaskSearchItem]):
            total (int): Every match of the group, ignoring limit and offset
     """

    items: list[TaskSearchItem]
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.task_search_item import TaskSearchItem # noqa: PLC0415
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.task_search_item import TaskSearchItem # noqa: PLC0415
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = TaskSearchItem.from_dict(items_item_data)



            items.append(items_item)


        total = d.pop("total")

        task_search_group = cls(
            items=items,
            total=total,
        )

        return task_search_group

