from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_story_status_type_0 import ScreeningStoryStatusType0
from ..models.screening_story_type import ScreeningStoryType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.screening_category import ScreeningCategory
  from ..models.screening_hit import ScreeningHit





T = TypeVar("T", bound="ScreeningStory")



@_attrs_define
class ScreeningStory:
    """ A screening group, also called a story (spec 2.2)

        Attributes:
            id (str): The id REST uses, unique within its type
            type_ (ScreeningStoryType): The kind of hits it groups
            status (None | ScreeningStoryStatusType0): Set by the last group verdict
            headline (str): The story's headline
            summary (str): The story's summary
            ai_description (str): A generated description of the story
            primary_hit_id (str): Most credible, latest-development member hit
            member_hit_ids (list[str]): Newest development first; the primary hit leads
            member_hits (list[ScreeningHit]): The member hits, newest development first; the primary hit leads
            category (None | ScreeningCategory): The story's risk category
            severity (None | str): Tier label of the account's taxonomy
            reviewer_note (None | str): The reviewer's note on the group verdict
            tier_rationale (None | str): Why the severity tier was chosen
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
     """

    id: str
    type_: ScreeningStoryType
    status: None | ScreeningStoryStatusType0
    headline: str
    summary: str
    ai_description: str
    primary_hit_id: str
    member_hit_ids: list[str]
    member_hits: list[ScreeningHit]
    category: None | ScreeningCategory
    severity: None | str
    reviewer_note: None | str
    tier_rationale: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from ..models.screening_category import ScreeningCategory # noqa: PLC0415
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        id = self.id

        type_ = self.type_.value

        status: None | str
        if isinstance(self.status, ScreeningStoryStatusType0):
            status = self.status.value
        else:
            status = self.status

        headline = self.headline

        summary = self.summary

        ai_description = self.ai_description

        primary_hit_id = self.primary_hit_id

        member_hit_ids = self.member_hit_ids



        member_hits = []
        for member_hits_item_data in self.member_hits:
            member_hits_item = member_hits_item_data.to_dict()
            member_hits.append(member_hits_item)



        category: dict[str, Any] | None
        if isinstance(self.category, ScreeningCategory):
            category = self.category.to_dict()
        else:
            category = self.category

        severity: None | str
        severity = self.severity

        reviewer_note: None | str
        reviewer_note = self.reviewer_note

        tier_rationale: None | str
        tier_rationale = self.tier_rationale

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "status": status,
            "headline": headline,
            "summary": summary,
            "aiDescription": ai_description,
            "primaryHitId": primary_hit_id,
            "memberHitIds": member_hit_ids,
            "memberHits": member_hits,
            "category": category,
            "severity": severity,
            "reviewerNote": reviewer_note,
            "tierRationale": tier_rationale,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_category import ScreeningCategory # noqa: PLC0415
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = ScreeningStoryType(d.pop("type"))




        def _parse_status(data: object) -> None | ScreeningStoryStatusType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = ScreeningStoryStatusType0(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreeningStoryStatusType0, data)

        status = _parse_status(d.pop("status"))


        headline = d.pop("headline")

        summary = d.pop("summary")

        ai_description = d.pop("aiDescription")

        primary_hit_id = d.pop("primaryHitId")

        member_hit_ids = cast(list[str], d.pop("memberHitIds"))


        member_hits = []
        _member_hits = d.pop("memberHits")
        for member_hits_item_data in (_member_hits):
            member_hits_item = ScreeningHit.from_dict(member_hits_item_data)



            member_hits.append(member_hits_item)


        def _parse_category(data: object) -> None | ScreeningCategory:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                category_type_0 = ScreeningCategory.from_dict(data)



                return category_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreeningCategory, data)

        category = _parse_category(d.pop("category"))


        def _parse_severity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        severity = _parse_severity(d.pop("severity"))


        def _parse_reviewer_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reviewer_note = _parse_reviewer_note(d.pop("reviewerNote"))


        def _parse_tier_rationale(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier_rationale = _parse_tier_rationale(d.pop("tierRationale"))


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        screening_story = cls(
            id=id,
            type_=type_,
            status=status,
            headline=headline,
            summary=summary,
            ai_description=ai_description,
            primary_hit_id=primary_hit_id,
            member_hit_ids=member_hit_ids,
            member_hits=member_hits,
            category=category,
            severity=severity,
            reviewer_note=reviewer_note,
            tier_rationale=tier_rationale,
            created_at=created_at,
            updated_at=updated_at,
        )

        return screening_story

