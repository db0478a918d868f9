from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_search_item_status import ScreeningSearchItemStatus
from ..models.screening_search_item_type import ScreeningSearchItemType
from ..types import UNSET, Unset






T = TypeVar("T", bound="ScreeningSearchItem")



@_attrs_define
class ScreeningSearchItem:
    """ 
        Attributes:
            id (str):
            title (str): The matched name
            type_ (ScreeningSearchItemType):
            status (ScreeningSearchItemStatus):
            application_id (str):
            application_name (str | Unset):
            key_person_id (str | Unset): Individual or business id the hit belongs to
     """

    id: str
    title: str
    type_: ScreeningSearchItemType
    status: ScreeningSearchItemStatus
    application_id: str
    application_name: str | Unset = UNSET
    key_person_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        type_ = self.type_.value

        status = self.status.value

        application_id = self.application_id

        application_name = self.application_name

        key_person_id = self.key_person_id


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
        if key_person_id is not UNSET:
            field_dict["keyPersonId"] = key_person_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        type_ = ScreeningSearchItemType(d.pop("type"))




        status = ScreeningSearchItemStatus(d.pop("status"))




        application_id = d.pop("applicationId")

        application_name = d.pop("applicationName", UNSET)

        key_person_id = d.pop("keyPersonId", UNSET)

        screening_search_item = cls(
            id=id,
            title=title,
            type_=type_,
            status=status,
            application_id=application_id,
            application_name=application_name,
            key_person_id=key_person_id,
        )

        return screening_search_item

