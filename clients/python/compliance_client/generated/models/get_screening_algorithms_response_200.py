from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_screening_algorithms_response_200_algorithms_item import GetScreeningAlgorithmsResponse200AlgorithmsItem





T = TypeVar("T", bound="GetScreeningAlgorithmsResponse200")



@_attrs_define
class GetScreeningAlgorithmsResponse200:
    """ 
        Attributes:
            algorithms (list[GetScreeningAlgorithmsResponse200AlgorithmsItem]): The published algorithms
            default (str): The one /match uses when none is named
            best (str): The one `best` names
     """

    algorithms: list[GetScreeningAlgorithmsResponse200AlgorithmsItem]
    default: str
    best: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_screening_algorithms_response_200_algorithms_item import GetScreeningAlgorithmsResponse200AlgorithmsItem # noqa: PLC0415
        algorithms = []
        for algorithms_item_data in self.algorithms:
            algorithms_item = algorithms_item_data.to_dict()
            algorithms.append(algorithms_item)



        default = self.default

        best = self.best


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "algorithms": algorithms,
            "default": default,
            "best": best,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_screening_algorithms_response_200_algorithms_item import GetScreeningAlgorithmsResponse200AlgorithmsItem # noqa: PLC0415
        d = dict(src_dict)
        algorithms = []
        _algorithms = d.pop("algorithms")
        for algorithms_item_data in (_algorithms):
            algorithms_item = GetScreeningAlgorithmsResponse200AlgorithmsItem.from_dict(algorithms_item_data)



            algorithms.append(algorithms_item)


        default = d.pop("default")

        best = d.pop("best")

        get_screening_algorithms_response_200 = cls(
            algorithms=algorithms,
            default=default,
            best=best,
        )

        return get_screening_algorithms_response_200

