from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PutScreeningSeverityTiersBody")



@_attrs_define
class PutScreeningSeverityTiersBody:
    """ 
        Attributes:
            adverse_media (list[str] | Unset): Tier labels for adverse-media hits, highest first
            sanctions (list[str] | Unset): Tier labels for sanctions hits, highest first
            warning (list[str] | Unset): Tier labels for warning-list hits, highest first
            pep (list[str] | Unset): Tier labels for PEP hits, highest first
     """

    adverse_media: list[str] | Unset = UNSET
    sanctions: list[str] | Unset = UNSET
    warning: list[str] | Unset = UNSET
    pep: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        adverse_media: list[str] | Unset = UNSET
        if not isinstance(self.adverse_media, Unset):
            adverse_media = self.adverse_media



        sanctions: list[str] | Unset = UNSET
        if not isinstance(self.sanctions, Unset):
            sanctions = self.sanctions



        warning: list[str] | Unset = UNSET
        if not isinstance(self.warning, Unset):
            warning = self.warning



        pep: list[str] | Unset = UNSET
        if not isinstance(self.pep, Unset):
            pep = self.pep




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if adverse_media is not UNSET:
            field_dict["ADVERSE_MEDIA"] = adverse_media
        if sanctions is not UNSET:
            field_dict["SANCTIONS"] = sanctions
        if warning is not UNSET:
            field_dict["WARNING"] = warning
        if pep is not UNSET:
            field_dict["PEP"] = pep

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adverse_media = cast(list[str], d.pop("ADVERSE_MEDIA", UNSET))


        sanctions = cast(list[str], d.pop("SANCTIONS", UNSET))


        warning = cast(list[str], d.pop("WARNING", UNSET))


        pep = cast(list[str], d.pop("PEP", UNSET))


        put_screening_severity_tiers_body = cls(
            adverse_media=adverse_media,
            sanctions=sanctions,
            warning=warning,
            pep=pep,
        )

        return put_screening_severity_tiers_body

