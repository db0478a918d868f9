from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_hits_batch_body_hits_item_type_1_match_result import PostScreeningHitsBatchBodyHitsItemType1MatchResult





T = TypeVar("T", bound="PostScreeningHitsBatchBodyHitsItemType1")



@_attrs_define
class PostScreeningHitsBatchBodyHitsItemType1:
    """ 
        Attributes:
            match_result (PostScreeningHitsBatchBodyHitsItemType1MatchResult | Unset):
     """

    match_result: PostScreeningHitsBatchBodyHitsItemType1MatchResult | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_hits_batch_body_hits_item_type_1_match_result import PostScreeningHitsBatchBodyHitsItemType1MatchResult # noqa: PLC0415
        match_result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match_result, Unset):
            match_result = self.match_result.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if match_result is not UNSET:
            field_dict["matchResult"] = match_result

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_hits_batch_body_hits_item_type_1_match_result import PostScreeningHitsBatchBodyHitsItemType1MatchResult # noqa: PLC0415
        d = dict(src_dict)
        _match_result = d.pop("matchResult", UNSET)
        match_result: PostScreeningHitsBatchBodyHitsItemType1MatchResult | Unset
        if isinstance(_match_result,  Unset):
            match_result = UNSET
        else:
            match_result = PostScreeningHitsBatchBodyHitsItemType1MatchResult.from_dict(_match_result)




        post_screening_hits_batch_body_hits_item_type_1 = cls(
            match_result=match_result,
        )


        post_screening_hits_batch_body_hits_item_type_1.additional_properties = d
        return post_screening_hits_batch_body_hits_item_type_1

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
