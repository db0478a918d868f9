from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GetScreeningCatalogResponse200DatasetsItem")



@_attrs_define
class GetScreeningCatalogResponse200DatasetsItem:
    """ 
        Attributes:
            name (str): The list's name, as /match/{dataset} and /search/{dataset} take it
            title (str): Its title (the name)
            summary (None | str): How it is kept current
            updated_at (None | str): When the version in force was imported, UTC
            last_export (None | str): The same, as yente names it
            entity_count (int): Live entries
            version (None | str): The version in force; null: never imported (or a collection)
            children (list[str]): The lists a collection holds
            load (bool): Whether its entries are loaded (false for a collection)
            namespace (bool): yente's namespacing of ids: never
            index_version (None | str): The version indexed; null while a worker reindexes it
            index_current (bool): Indexed at the version in force
     """

    name: str
    title: str
    summary: None | str
    updated_at: None | str
    last_export: None | str
    entity_count: int
    version: None | str
    children: list[str]
    load: bool
    namespace: bool
    index_version: None | str
    index_current: bool





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        summary: None | str
        summary = self.summary

        updated_at: None | str
        updated_at = self.updated_at

        last_export: None | str
        last_export = self.last_export

        entity_count = self.entity_count

        version: None | str
        version = self.version

        children = self.children



        load = self.load

        namespace = self.namespace

        index_version: None | str
        index_version = self.index_version

        index_current = self.index_current


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "title": title,
            "summary": summary,
            "updated_at": updated_at,
            "last_export": last_export,
            "entity_count": entity_count,
            "version": version,
            "children": children,
            "load": load,
            "namespace": namespace,
            "index_version": index_version,
            "index_current": index_current,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))


        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updated_at"))


        def _parse_last_export(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_export = _parse_last_export(d.pop("last_export"))


        entity_count = d.pop("entity_count")

        def _parse_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        version = _parse_version(d.pop("version"))


        children = cast(list[str], d.pop("children"))


        load = d.pop("load")

        namespace = d.pop("namespace")

        def _parse_index_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        index_version = _parse_index_version(d.pop("index_version"))


        index_current = d.pop("index_current")

        get_screening_catalog_response_200_datasets_item = cls(
            name=name,
            title=title,
            summary=summary,
            updated_at=updated_at,
            last_export=last_export,
            entity_count=entity_count,
            version=version,
            children=children,
            load=load,
            namespace=namespace,
            index_version=index_version,
            index_current=index_current,
        )

        return get_screening_catalog_response_200_datasets_item

