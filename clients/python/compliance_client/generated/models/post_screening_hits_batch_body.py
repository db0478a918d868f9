from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_hits_batch_body_hits_item_type_0 import PostScreeningHitsBatchBodyHitsItemType0
  from ..models.post_screening_hits_batch_body_hits_item_type_1 import PostScreeningHitsBatchBodyHitsItemType1





T = TypeVar("T", bound="PostScreeningHitsBatchBody")



@_attrs_define
class PostScreeningHitsBatchBody:
    """ 
        Attributes:
            application_id (str):
            hits (list[PostScreeningHitsBatchBodyHitsItemType0 | PostScreeningHitsBatchBodyHitsItemType1]):
     """

    application_id: str
    hits: list[PostScreeningHitsBatchBodyHitsItemType0 | PostScreeningHitsBatchBodyHitsItemType1]





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_hits_batch_body_hits_item_type_0 import PostScreeningHitsBatchBodyHitsItemType0 # noqa: PLC0415
        from ..models.post_screening_hits_batch_body_hits_item_type_1 import PostScreeningHitsBatchBodyHitsItemType1 # noqa: PLC0415
        application_id = self.application_id

        hits = []
        for hits_item_data in self.hits:
            hits_item: dict[str, Any]
            if isinstance(hits_item_data, PostScreeningHitsBatchBodyHitsItemType0):
                hits_item = hits_item_data.to_dict()
            else:
                hits_item = hits_item_data.to_dict()

            hits.append(hits_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "hits": hits,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_hits_batch_body_hits_item_type_0 import PostScreeningHitsBatchBodyHitsItemType0 # noqa: PLC0415
        from ..models.post_screening_hits_batch_body_hits_item_type_1 import PostScreeningHitsBatchBodyHitsItemType1 # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        hits = []
        _hits = d.pop("hits")
        for hits_item_data in (_hits):
            def _parse_hits_item(data: object) -> PostScreeningHitsBatchBodyHitsItemType0 | PostScreeningHitsBatchBodyHitsItemType1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    hits_item_type_0 = PostScreeningHitsBatchBodyHitsItemType0.from_dict(data)



                    return hits_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                hits_item_type_1 = PostScreeningHitsBatchBodyHitsItemType1.from_dict(data)



                return hits_item_type_1

            hits_item = _parse_hits_item(hits_item_data)

            hits.append(hits_item)


        post_screening_hits_batch_body = cls(
            application_id=application_id,
            hits=hits,
        )

        return post_screening_hits_batch_body

