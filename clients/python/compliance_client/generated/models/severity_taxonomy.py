from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeverityTaxonomy")



@_attrs_define
class SeverityTaxonomy:
    """ Severity tier labels per hit type for this account

        Attributes:
            pep (list[str]): Tier labels for PEP hits (Class 1 to Class 4 by default)
            adverse_media (list[str]): Tier labels for adverse-media hits (High, Medium, Low by default)
            sanctions (list[str]): Tier labels for sanctions hits (High, Medium, Low by default)
            warning (list[str]): Tier labels for warning-list hits
     """

    pep: list[str]
    adverse_media: list[str]
    sanctions: list[str]
    warning: list[str]





    def to_dict(self) -> dict[str, Any]:
        pep = self.pep



        adverse_media = self.adverse_media



        sanctions = self.sanctions



        warning = self.warning




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "PEP": pep,
            "ADVERSE_MEDIA": adverse_media,
            "SANCTIONS": sanctions,
            "WARNING": warning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pep = cast(list[str], d.pop("PEP"))


        adverse_media = cast(list[str], d.pop("ADVERSE_MEDIA"))


        sanctions = cast(list[str], d.pop("SANCTIONS"))


        warning = cast(list[str], d.pop("WARNING"))


        severity_taxonomy = cls(
            pep=pep,
            adverse_media=adverse_media,
            sanctions=sanctions,
            warning=warning,
        )

        return severity_taxonomy

