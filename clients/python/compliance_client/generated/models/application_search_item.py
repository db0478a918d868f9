from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.application_search_item_entity_type import ApplicationSearchItemEntityType
from ..models.application_search_item_status import ApplicationSearchItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ApplicationSearchItem")



@_attrs_define
class ApplicationSearchItem:
    """ 
        Attributes:
            id (str):
            name (str):
            status (ApplicationSearchItemStatus):
            created_at (datetime.datetime):
            entity_type (ApplicationSearchItemEntityType | Unset):
     """

    id: str
    name: str
    status: ApplicationSearchItemStatus
    created_at: datetime.datetime
    entity_type: ApplicationSearchItemEntityType | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        status = self.status.value

        created_at = self.created_at.isoformat()

        entity_type: str | Unset = UNSET
        if not isinstance(self.entity_type, Unset):
            entity_type = self.entity_type.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "status": status,
            "createdAt": created_at,
        })
        if entity_type is not UNSET:
            field_dict["entityType"] = entity_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        status = ApplicationSearchItemStatus(d.pop("status"))




        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        _entity_type = d.pop("entityType", UNSET)
        entity_type: ApplicationSearchItemEntityType | Unset
        if isinstance(_entity_type,  Unset):
            entity_type = UNSET
        else:
            entity_type = ApplicationSearchItemEntityType(_entity_type)




        application_search_item = cls(
            id=id,
            name=name,
            status=status,
            created_at=created_at,
            entity_type=entity_type,
        )

        return application_search_item

