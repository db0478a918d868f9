from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_screening_search_dataset_response_200_facets import GetScreeningSearchDatasetResponse200Facets
  from ..models.get_screening_search_dataset_response_200_total import GetScreeningSearchDatasetResponse200Total
  from ..models.yente_entity import YenteEntity





T = TypeVar("T", bound="GetScreeningSearchDatasetResponse200")



@_attrs_define
class GetScreeningSearchDatasetResponse200:
    """ 
        Attributes:
            results (list[YenteEntity]): The page, by caption
            facets (GetScreeningSearchDatasetResponse200Facets): {datasets: {label, values: [{name, label, count}]}}
            total (GetScreeningSearchDatasetResponse200Total): Results in all
            limit (int): Page size
            offset (int): Results skipped
     """

    results: list[YenteEntity]
    facets: GetScreeningSearchDatasetResponse200Facets
    total: GetScreeningSearchDatasetResponse200Total
    limit: int
    offset: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_screening_search_dataset_response_200_facets import GetScreeningSearchDatasetResponse200Facets # noqa: PLC0415
        from ..models.get_screening_search_dataset_response_200_total import GetScreeningSearchDatasetResponse200Total # noqa: PLC0415
        from ..models.yente_entity import YenteEntity # noqa: PLC0415
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        facets = self.facets.to_dict()

        total = self.total.to_dict()

        limit = self.limit

        offset = self.offset


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "results": results,
            "facets": facets,
            "total": total,
            "limit": limit,
            "offset": offset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_screening_search_dataset_response_200_facets import GetScreeningSearchDatasetResponse200Facets # noqa: PLC0415
        from ..models.get_screening_search_dataset_response_200_total import GetScreeningSearchDatasetResponse200Total # noqa: PLC0415
        from ..models.yente_entity import YenteEntity # noqa: PLC0415
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = YenteEntity.from_dict(results_item_data)



            results.append(results_item)


        facets = GetScreeningSearchDatasetResponse200Facets.from_dict(d.pop("facets"))




        total = GetScreeningSearchDatasetResponse200Total.from_dict(d.pop("total"))




        limit = d.pop("limit")

        offset = d.pop("offset")

        get_screening_search_dataset_response_200 = cls(
            results=results,
            facets=facets,
            total=total,
            limit=limit,
            offset=offset,
        )

        return get_screening_search_dataset_response_200

