from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="TaskSearchItem")



@_attrs_define
class TaskSearchItem:
    """ 
        Attributes:
            id (str):
            title (str):
            type_ (str):
            status (str):
            application_id (str):
            application_name (str | Unset):
     """

    id: str
    title: str
    type_: str
    status: str
    application_id: str
    application_name: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        type_ = self.type_

        status = self.status

        application_id = self.application_id

        application_name = self.application_name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "type": type_,
            "status": status,
            "applicationId": application_id,
        })
        if application_name is not UNSET:
            field_dict["applicationName"] = application_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        type_ = d.pop("type")

        status = d.pop("status")

        application_id = d.pop("applicationId")

        application_name = d.pop("applicationName", UNSET)

        task_search_item = cls(
            id=id,
            title=title,
            type_=type_,
            status=status,
            application_id=application_id,
            application_name=application_name,
        )

        return task_search_item

