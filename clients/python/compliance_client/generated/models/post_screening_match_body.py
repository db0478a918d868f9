from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_body_config import PostScreeningMatchBodyConfig
  from ..models.post_screening_match_body_queries import PostScreeningMatchBodyQueries
  from ..models.post_screening_match_body_weights import PostScreeningMatchBodyWeights





T = TypeVar("T", bound="PostScreeningMatchBody")



@_attrs_define
class PostScreeningMatchBody:
    """ 
        Attributes:
            queries (PostScreeningMatchBodyQueries): Query entities keyed by the caller's names (echoed as the keys of
                responses)
            weights (PostScreeningMatchBodyWeights | Unset): Accepted for yente compatibility; this matcher's weights are
                fixed (see matcher)
            config (PostScreeningMatchBodyConfig | Unset): Accepted for yente compatibility; ignored
     """

    queries: PostScreeningMatchBodyQueries
    weights: PostScreeningMatchBodyWeights | Unset = UNSET
    config: PostScreeningMatchBodyConfig | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_body_config import PostScreeningMatchBodyConfig # noqa: PLC0415
        from ..models.post_screening_match_body_queries import PostScreeningMatchBodyQueries # noqa: PLC0415
        from ..models.post_screening_match_body_weights import PostScreeningMatchBodyWeights # noqa: PLC0415
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
        from ..models.post_screening_match_body_config import PostScreeningMatchBodyConfig # noqa: PLC0415
        from ..models.post_screening_match_body_queries import PostScreeningMatchBodyQueries # noqa: PLC0415
        from ..models.post_screening_match_body_weights import PostScreeningMatchBodyWeights # noqa: PLC0415
        d = dict(src_dict)
        queries = PostScreeningMatchBodyQueries.from_dict(d.pop("queries"))




        _weights = d.pop("weights", UNSET)
        weights: PostScreeningMatchBodyWeights | Unset
        if isinstance(_weights,  Unset):
            weights = UNSET
        else:
            weights = PostScreeningMatchBodyWeights.from_dict(_weights)




        _config = d.pop("config", UNSET)
        config: PostScreeningMatchBodyConfig | Unset
        if isinstance(_config,  Unset):
            config = UNSET
        else:
            config = PostScreeningMatchBodyConfig.from_dict(_config)




        post_screening_match_body = cls(
            queries=queries,
            weights=weights,
            config=config,
        )

        return post_screening_match_body

