from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RiskCountryLists")



@_attrs_define
class RiskCountryLists:
    """ The country lists the model reads, as shipped (src/domain/risk/fatf-jurisdictions.json)

        Attributes:
            source (str): Who publishes them
            source_url (str): Where they are published
            as_of (str): The publication they reflect (date)
            call_for_action (list[str]): High-risk jurisdictions subject to a call for action (ISO 3166-1 alpha-2)
            increased_monitoring (list[str]): Jurisdictions under increased monitoring (ISO 3166-1 alpha-2)
     """

    source: str
    source_url: str
    as_of: str
    call_for_action: list[str]
    increased_monitoring: list[str]





    def to_dict(self) -> dict[str, Any]:
        source = self.source

        source_url = self.source_url

        as_of = self.as_of

        call_for_action = self.call_for_action



        increased_monitoring = self.increased_monitoring




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "source": source,
            "sourceUrl": source_url,
            "asOf": as_of,
            "callForAction": call_for_action,
            "increasedMonitoring": increased_monitoring,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        source_url = d.pop("sourceUrl")

        as_of = d.pop("asOf")

        call_for_action = cast(list[str], d.pop("callForAction"))


        increased_monitoring = cast(list[str], d.pop("increasedMonitoring"))


        risk_country_lists = cls(
            source=source,
            source_url=source_url,
            as_of=as_of,
            call_for_action=call_for_action,
            increased_monitoring=increased_monitoring,
        )

        return risk_country_lists

