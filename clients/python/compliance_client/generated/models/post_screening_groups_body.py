from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_screening_groups_body_type import PostScreeningGroupsBodyType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_groups_body_category import PostScreeningGroupsBodyCategory





T = TypeVar("T", bound="PostScreeningGroupsBody")



@_attrs_define
class PostScreeningGroupsBody:
    """ 
        Attributes:
            application_id (str):
            type_ (PostScreeningGroupsBodyType):
            headline (str):
            summary (str):
            ai_description (str):
            hit_ids (list[str]):
            primary_hit_id (str | Unset):
            category (PostScreeningGroupsBodyCategory | Unset):
            severity (str | Unset):
            tier_rationale (str | Unset):
     """

    application_id: str
    type_: PostScreeningGroupsBodyType
    headline: str
    summary: str
    ai_description: str
    hit_ids: list[str]
    primary_hit_id: str | Unset = UNSET
    category: PostScreeningGroupsBodyCategory | Unset = UNSET
    severity: str | Unset = UNSET
    tier_rationale: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_groups_body_category import PostScreeningGroupsBodyCategory # noqa: PLC0415
        application_id = self.application_id

        type_ = self.type_.value

        headline = self.headline

        summary = self.summary

        ai_description = self.ai_description

        hit_ids = self.hit_ids



        primary_hit_id = self.primary_hit_id

        category: dict[str, Any] | Unset = UNSET
        if not isinstance(self.category, Unset):
            category = self.category.to_dict()

        severity = self.severity

        tier_rationale = self.tier_rationale


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "type": type_,
            "headline": headline,
            "summary": summary,
            "aiDescription": ai_description,
            "hitIds": hit_ids,
        })
        if primary_hit_id is not UNSET:
            field_dict["primaryHitId"] = primary_hit_id
        if category is not UNSET:
            field_dict["category"] = category
        if severity is not UNSET:
            field_dict["severity"] = severity
        if tier_rationale is not UNSET:
            field_dict["tierRationale"] = tier_rationale

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_groups_body_category import PostScreeningGroupsBodyCategory # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        type_ = PostScreeningGroupsBodyType(d.pop("type"))




        headline = d.pop("headline")

        summary = d.pop("summary")

        ai_description = d.pop("aiDescription")

        hit_ids = cast(list[str], d.pop("hitIds"))


        primary_hit_id = d.pop("primaryHitId", UNSET)

        _category = d.pop("category", UNSET)
        category: PostScreeningGroupsBodyCategory | Unset
        if isinstance(_category,  Unset):
            category = UNSET
        else:
            category = PostScreeningGroupsBodyCategory.from_dict(_category)




        severity = d.pop("severity", UNSET)

        tier_rationale = d.pop("tierRationale", UNSET)

        post_screening_groups_body = cls(
            application_id=application_id,
            type_=type_,
            headline=headline,
            summary=summary,
            ai_description=ai_description,
            hit_ids=hit_ids,
            primary_hit_id=primary_hit_id,
            category=category,
            severity=severity,
            tier_rationale=tier_rationale,
        )

        return post_screening_groups_body

