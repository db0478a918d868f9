from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_settings_types_item import ScreeningSettingsTypesItem
from typing import cast






T = TypeVar("T", bound="ScreeningSettings")



@_attrs_define
class ScreeningSettings:
    """ How the screening engine treats a key person: the stored settings with the engine's defaults filled in

        Attributes:
            ongoing_monitoring (bool): Re-screened after every watchlist import against what the import changed (default
                false)
            types (list[ScreeningSettingsTypesItem]): What the person is screened for (default: every type)
            match_threshold (float): Confidence, 0 to 1, a watchlist match needs to count as a match (default 0.88)
            excluded_from_screening (bool): Never screened (default false)
     """

    ongoing_monitoring: bool
    types: list[ScreeningSettingsTypesItem]
    match_threshold: float
    excluded_from_screening: bool





    def to_dict(self) -> dict[str, Any]:
        ongoing_monitoring = self.ongoing_monitoring

        types = []
        for types_item_data in self.types:
            types_item = types_item_data.value
            types.append(types_item)



        match_threshold = self.match_threshold

        excluded_from_screening = self.excluded_from_screening


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ongoingMonitoring": ongoing_monitoring,
            "types": types,
            "matchThreshold": match_threshold,
            "excludedFromScreening": excluded_from_screening,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ongoing_monitoring = d.pop("ongoingMonitoring")

        types = []
        _types = d.pop("types")
        for types_item_data in (_types):
            types_item = ScreeningSettingsTypesItem(types_item_data)



            types.append(types_item)


        match_threshold = d.pop("matchThreshold")

        excluded_from_screening = d.pop("excludedFromScreening")

        screening_settings = cls(
            ongoing_monitoring=ongoing_monitoring,
            types=types,
            match_threshold=match_threshold,
            excluded_from_screening=excluded_from_screening,
        )

        return screening_settings

