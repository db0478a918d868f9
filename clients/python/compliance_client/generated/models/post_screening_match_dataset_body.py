from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_dataset_body_config import PostScreeningMatchDatasetBodyConfig
  from ..models.post_screening_match_dataset_body_queries import PostScreeningMatchDatasetBodyQueries
  from ..models.post_screening_match_dataset_body_weights import PostScreeningMatchDatasetBodyWeights





T = TypeVar("T", bound="PostScreeningMatchDatasetBody")



@_attrs_define
class PostScreeningMatchDatasetBody:
    """ 
        Attributes:
            queries (PostScreeningMatchDatasetBodyQueries): Query entities keyed by the caller's names (echoed as the keys
                of responses)
            weights (PostScreeningMatchDatasetBodyWeights | Unset): Accepted for yente compatibility; this matcher's weights
                are fixed (see matcher)
            config (PostScreeningMatchDatasetBodyConfig | Unset): Accepted for yente compatibility; ignored
     """

    queries: PostScreeningMatchDatasetBodyQueries
    weights: PostScreeningMatchDatasetBodyWeights | Unset = UNSET
    config: PostScreeningMatchDatasetBodyConfig | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_dataset_body_config import PostScreeningMatchDatasetBodyConfig # noqa: PLC0415
        from ..models.post_screening_match_dataset_body_queries import PostScreeningMatchDatasetBodyQueries # noqa: PLC0415
        from ..models.post_screening_match_dataset_body_weights import PostScreeningMatchDatasetBodyWeights # noqa: PLC0415
        queries = self.queries.to_dict()

        weights: dict[str, Any] | Unset = UNSET
        if not isinstance(self.weights, Unset):
            weights = self.weights.to_dict()

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "queries": queries,
        })
        if weights is not UNSET:
            field_dict["weights"] = weights
        if config is not UNSET:
            field_dict["config"] = config

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_dataset_body_config import PostScreeningMatchDatasetBodyConfig # noqa: PLC0415
        from ..models.post_screening_match_dataset_body_queries import PostScreeningMatchDatasetBodyQueries # noqa: PLC0415
        from ..models.post_screening_match_dataset_body_weights import PostScreeningMatchDatasetBodyWeights # noqa: PLC0415
        d = dict(src_dict)
        queries = PostScreeningMatchDatasetBodyQueries.from_dict(d.pop("queries"))




        _weights = d.pop("weights", UNSET)
        weights: PostScreeningMatchDatasetBodyWeights | Unset
        if isinstance(_weights,  Unset):
            weights = UNSET
        else:
            weights = PostScreeningMatchDatasetBodyWeights.from_dict(_weights)




        _config = d.pop("config", UNSET)
        config: PostScreeningMatchDatasetBodyConfig | Unset
        if isinstance(_config,  Unset):
            config = UNSET
        else:
            config = PostScreeningMatchDatasetBodyConfig.from_dict(_config)




        post_screening_match_dataset_body = cls(
            queries=queries,
            weights=weights,
            config=config,
        )

        return post_screening_match_dataset_body

