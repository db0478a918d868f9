from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_screening_catalog_response_200_datasets_item import GetScreeningCatalogResponse200DatasetsItem





T = TypeVar("T", bound="GetScreeningCatalogResponse200")



@_attrs_define
class GetScreeningCatalogResponse200:
    """ 
        Attributes:
            datasets (list[GetScreeningCatalogResponse200DatasetsItem]): `default`, then every list by name
            current (list[str]): Lists indexed at their version in force
            outdated (list[str]): Lists a worker is reindexing
            index_stale (bool): Some list is outdated
     """

    datasets: list[GetScreeningCatalogResponse200DatasetsItem]
    current: list[str]
    outdated: list[str]
    index_stale: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_screening_catalog_response_200_datasets_item import GetScreeningCatalogResponse200DatasetsItem # noqa: PLC0415
        datasets = []
        for datasets_item_data in self.datasets:
            datasets_item = datasets_item_data.to_dict()
            datasets.append(datasets_item)



        current = self.current



        outdated = self.outdated



        index_stale = self.index_stale


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "datasets": datasets,
            "current": current,
            "outdated": outdated,
            "index_stale": index_stale,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_screening_catalog_response_200_datasets_item import GetScreeningCatalogResponse200DatasetsItem # noqa: PLC0415
        d = dict(src_dict)
        datasets = []
        _datasets = d.pop("datasets")
        for datasets_item_data in (_datasets):
            datasets_item = GetScreeningCatalogResponse200DatasetsItem.from_dict(datasets_item_data)



            datasets.append(datasets_item)


        current = cast(list[str], d.pop("current"))


        outdated = cast(list[str], d.pop("outdated"))


        index_stale = d.pop("index_stale")

        get_screening_catalog_response_200 = cls(
            datasets=datasets,
            current=current,
            outdated=outdated,
            index_stale=index_stale,
        )

        return get_screening_catalog_response_200

