from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_screening_businesses_business_id_body_types_item import PatchScreeningBusinessesBusinessIdBodyTypesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchScreeningBusinessesBusinessIdBody")



@_attrs_define
class PatchScreeningBusinessesBusinessIdBody:
    """ 
        Attributes:
            ongoing_monitoring (bool | Unset):
            types (list[PatchScreeningBusinessesBusinessIdBodyTypesItem] | Unset):
            match_threshold (float | Unset):
            excluded_from_screening (bool | Unset):
     """

    ongoing_monitoring: bool | Unset = UNSET
    types: list[PatchScreeningBusinessesBusinessIdBodyTypesItem] | Unset = UNSET
    match_threshold: float | Unset = UNSET
    excluded_from_screening: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        ongoing_monitoring = self.ongoing_monitoring

        types: list[str] | Unset = UNSET
        if not isinstance(self.types, Unset):
            types = []
            for types_item_data in self.types:
                types_item = types_item_data.value
                types.append(types_item)



        match_threshold = self.match_threshold

        excluded_from_screening = self.excluded_from_screening


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ongoing_monitoring is not UNSET:
            field_dict["ongoingMonitoring"] = ongoing_monitoring
        if types is not UNSET:
            field_dict["types"] = types
        if match_threshold is not UNSET:
            field_dict["matchThreshold"] = match_threshold
        if excluded_from_screening is not UNSET:
            field_dict["excludedFromScreening"] = excluded_from_screening

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ongoing_monitoring = d.pop("ongoingMonitoring", UNSET)

        _types = d.pop("types", UNSET)
        types: list[PatchScreeningBusinessesBusinessIdBodyTypesItem] | Unset = UNSET
        if _types is not UNSET:
            types = []
            for types_item_data in _types:
                types_item = PatchScreeningBusinessesBusinessIdBodyTypesItem(types_item_data)



                types.append(types_item)


        match_threshold = d.pop("matchThreshold", UNSET)

        excluded_from_screening = d.pop("excludedFromScreening", UNSET)

        patch_screening_businesses_business_id_body = cls(
            ongoing_monitoring=ongoing_monitoring,
            types=types,
            match_threshold=match_threshold,
            excluded_from_screening=excluded_from_screening,
        )

        return patch_screening_businesses_business_id_body

