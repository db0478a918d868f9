from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_screening_algorithms_response_200_algorithms_item_docs_config import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig
  from ..models.get_screening_algorithms_response_200_algorithms_item_docs_features import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures





T = TypeVar("T", bound="GetScreeningAlgorithmsResponse200AlgorithmsItemDocs")



@_attrs_define
class GetScreeningAlgorithmsResponse200AlgorithmsItemDocs:
    """ yente's AlgorithmDocs: {name, description, config, features}

        Attributes:
            name (str): The algorithm's name
            description (None | str): How it scores
            config (GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig): Configuration it takes: none, its weights
                are fixed ({})
            features (GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures): yente's FeatureDocs: {<feature>:
                {description, coefficient, url}}
     """

    name: str
    description: None | str
    config: GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig
    features: GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_screening_algorithms_response_200_algorithms_item_docs_config import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig # noqa: PLC0415
        from ..models.get_screening_algorithms_response_200_algorithms_item_docs_features import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures # noqa: PLC0415
        name = self.name

        description: None | str
        description = self.description

        config = self.config.to_dict()

        features = self.features.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "description": description,
            "config": config,
            "features": features,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_screening_algorithms_response_200_algorithms_item_docs_config import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig # noqa: PLC0415
        from ..models.get_screening_algorithms_response_200_algorithms_item_docs_features import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        config = GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig.from_dict(d.pop("config"))




        features = GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures.from_dict(d.pop("features"))




        get_screening_algorithms_response_200_algorithms_item_docs = cls(
            name=name,
            description=description,
            config=config,
            features=features,
        )

        return get_screening_algorithms_response_200_algorithms_item_docs

