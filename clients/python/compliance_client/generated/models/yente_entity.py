from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yente_entity_properties import YenteEntityProperties





T = TypeVar("T", bound="YenteEntity")



@_attrs_define
class YenteEntity:
    """ A watchlist entry as yente's EntityResponse: its FollowTheMoney record

        Attributes:
            id (str): The entry's id in its list (FtM id, OFAC uid)
            caption (str): The entry's display name
            schema (str): FollowTheMoney schema: Person, Company, Organization, ...
            properties (YenteEntityProperties): FollowTheMoney properties: {<property>: [values]}, with topics
            datasets (list[str]): The lists holding it, then the source datasets its FtM record names
            referents (list[str]): Other ids of the same entity its FtM record names
            target (bool): A sanctions entry
            first_seen (None | str): When it was first seen (the record's, else its first import), UTC
            last_seen (None | str): When its row last changed, UTC
            last_change (None | str): When it last changed (the record's, else its row's), UTC
     """

    id: str
    caption: str
    schema: str
    properties: YenteEntityProperties
    datasets: list[str]
    referents: list[str]
    target: bool
    first_seen: None | str
    last_seen: None | str
    last_change: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.yente_entity_properties import YenteEntityProperties # noqa: PLC0415
        id = self.id

        caption = self.caption

        schema = self.schema

        properties = self.properties.to_dict()

        datasets = self.datasets



        referents = self.referents



        target = self.target

        first_seen: None | str
        first_seen = self.first_seen

        last_seen: None | str
        last_seen = self.last_seen

        last_change: None | str
        last_change = self.last_change


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "caption": caption,
            "schema": schema,
            "properties": properties,
            "datasets": datasets,
            "referents": referents,
            "target": target,
            "first_seen": first_seen,
            "last_seen": last_seen,
            "last_change": last_change,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yente_entity_properties import YenteEntityProperties # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        caption = d.pop("caption")

        schema = d.pop("schema")

        properties = YenteEntityProperties.from_dict(d.pop("properties"))




        datasets = cast(list[str], d.pop("datasets"))


        referents = cast(list[str], d.pop("referents"))


        target = d.pop("target")

        def _parse_first_seen(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_seen = _parse_first_seen(d.pop("first_seen"))


        def _parse_last_seen(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        def _parse_last_change(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_change = _parse_last_change(d.pop("last_change"))


        yente_entity = cls(
            id=id,
            caption=caption,
            schema=schema,
            properties=properties,
            datasets=datasets,
            referents=referents,
            target=target,
            first_seen=first_seen,
            last_seen=last_seen,
            last_change=last_change,
        )

        return yente_entity

