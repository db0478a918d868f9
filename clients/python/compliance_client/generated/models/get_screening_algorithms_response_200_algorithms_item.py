from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_screening_algorithms_response_200_algorithms_item_docs import GetScreeningAlgorithmsResponse200AlgorithmsItemDocs
  from ..models.get_screening_algorithms_response_200_algorithms_item_features import GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures





T = TypeVar("T", bound="GetScreeningAlgorithmsResponse200AlgorithmsItem")



@_attrs_define
class GetScreeningAlgorithmsResponse200AlgorithmsItem:
    """ 
        Attributes:
            name (str): What `algorithm` takes
            description (None | str): How it scores
            features (GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures): yente's FeatureDocs: {<feature>:
                {description, coefficient, url}}
            docs (GetScreeningAlgorithmsResponse200AlgorithmsItemDocs): yente's AlgorithmDocs: {name, description, config,
                features}
     """

    name: str
    description: None | str
    features: GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures
    docs: GetScreeningAlgorithmsResponse200AlgorithmsItemDocs





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_screening_algorithms_response_200_algorithms_item_docs import GetScreeningAlgorithmsResponse200AlgorithmsItemDocs # noqa: PLC0415
        from ..models.get_screening_algorithms_response_200_algorithms_item_features import GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures # noqa: PLC0415
        name = self.name

        description: None | str
        description = self.description

        features = self.features.to_dict()

        docs = self.docs.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "description": description,
            "features": features,
            "docs": docs,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_screening_algorithms_response_200_algorithms_item_docs import GetScreeningAlgorithmsResponse200AlgorithmsItemDocs # noqa: PLC0415
        from ..models.get_screening_algorithms_response_200_algorithms_item_features import GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        features = GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures.from_dict(d.pop("features"))




        docs = GetScreeningAlgorithmsResponse200AlgorithmsItemDocs.from_dict(d.pop("docs"))




        get_screening_algorithms_response_200_algorithms_item = cls(
            name=name,
            description=description,
            features=features,
            docs=docs,
        )

        return get_screening_algorithms_response_200_algorithms_item

