from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DocumentSearchItem")



@_attrs_define
class DocumentSearchItem:
    """ 
        Attributes:
            id (str):
            file_name (str):
            type_ (str):
            sub_type (str | Unset):
            application_id (str | Unset):
            application_name (str | Unset):
     """

    id: str
    file_name: str
    type_: str
    sub_type: str | Unset = UNSET
    application_id: str | Unset = UNSET
    application_name: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        file_name = self.file_name

        type_ = self.type_

        sub_type = self.sub_type

        application_id = self.application_id

        application_name = self.application_name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "fileName": file_name,
            "type": type_,
        })
        if sub_type is not UNSET:
            field_dict["subType"] = sub_type
        if application_id is not UNSET:
            field_dict["applicationId"] = application_id
        if application_name is not UNSET:
            field_dict["applicationName"] = application_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        file_name = d.pop("fileName")

        type_ = d.pop("type")

        sub_type = d.pop("subType", UNSET)

        application_id = d.pop("applicationId", UNSET)

        application_name = d.pop("applicationName", UNSET)

        document_search_item = cls(
            id=id,
            file_name=file_name,
            type_=type_,
            sub_type=sub_type,
            application_id=application_id,
            application_name=application_name,
        )

        return document_search_item

