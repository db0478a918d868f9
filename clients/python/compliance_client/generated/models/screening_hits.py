from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.screening_hit import ScreeningHit
  from ..models.screening_hits_counts import ScreeningHitsCounts
  from ..models.screening_story import ScreeningStory





T = TypeVar("T", bound="ScreeningHits")



@_attrs_define
class ScreeningHits:
    """ An application's screening hits by type, its adverse-media stories and the reviewer queue counts

        Attributes:
            adverse_media (list[ScreeningHit]): ADVERSE_MEDIA hits
            sanctions (list[ScreeningHit]): SANCTIONS hits
            warning (list[ScreeningHit]): WARNING hits
            pep (list[ScreeningHit]): PEP hits
            adverse_media_stories (list[ScreeningStory]): The application's adverse-media groups (stories)
            counts (ScreeningHitsCounts): The hits counted by review state
     """

    adverse_media: list[ScreeningHit]
    sanctions: list[ScreeningHit]
    warning: list[ScreeningHit]
    pep: list[ScreeningHit]
    adverse_media_stories: list[ScreeningStory]
    counts: ScreeningHitsCounts





    def to_dict(self) -> dict[str, Any]:
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        from ..models.screening_hits_counts import ScreeningHitsCounts # noqa: PLC0415
        from ..models.screening_story import ScreeningStory # noqa: PLC0415
        adverse_media = []
        for adverse_media_item_data in self.adverse_media:
            adverse_media_item = adverse_media_item_data.to_dict()
            adverse_media.append(adverse_media_item)



        sanctions = []
        for sanctions_item_data in self.sanctions:
            sanctions_item = sanctions_item_data.to_dict()
            sanctions.append(sanctions_item)



        warning = []
        for warning_item_data in self.warning:
            warning_item = warning_item_data.to_dict()
            warning.append(warning_item)



        pep = []
        for pep_item_data in self.pep:
            pep_item = pep_item_data.to_dict()
            pep.append(pep_item)



        adverse_media_stories = []
        for adverse_media_stories_item_data in self.adverse_media_stories:
            adverse_media_stories_item = adverse_media_stories_item_data.to_dict()
            adverse_media_stories.append(adverse_media_stories_item)



        counts = self.counts.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adverseMedia": adverse_media,
            "sanctions": sanctions,
            "warning": warning,
            "pep": pep,
            "adverseMediaStories": adverse_media_stories,
            "counts": counts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        from ..models.screening_hits_counts import ScreeningHitsCounts # noqa: PLC0415
        from ..models.screening_story import ScreeningStory # noqa: PLC0415
        d = dict(src_dict)
        adverse_media = []
        _adverse_media = d.pop("adverseMedia")
        for adverse_media_item_data in (_adverse_media):
            adverse_media_item = ScreeningHit.from_dict(adverse_media_item_data)



            adverse_media.append(adverse_media_item)


        sanctions = []
        _sanctions = d.pop("sanctions")
        for sanctions_item_data in (_sanctions):
            sanctions_item = ScreeningHit.from_dict(sanctions_item_data)



            sanctions.append(sanctions_item)


        warning = []
        _warning = d.pop("warning")
        for warning_item_data in (_warning):
            warning_item = ScreeningHit.from_dict(warning_item_data)



            warning.append(warning_item)


        pep = []
        _pep = d.pop("pep")
        for pep_item_data in (_pep):
            pep_item = ScreeningHit.from_dict(pep_item_data)



            pep.append(pep_item)


        adverse_media_stories = []
        _adverse_media_stories = d.pop("adverseMediaStories")
        for adverse_media_stories_item_data in (_adverse_media_stories):
            adverse_media_stories_item = ScreeningStory.from_dict(adverse_media_stories_item_data)



            adverse_media_stories.append(adverse_media_stories_item)


        counts = ScreeningHitsCounts.from_dict(d.pop("counts"))




        screening_hits = cls(
            adverse_media=adverse_media,
            sanctions=sanctions,
            warning=warning,
            pep=pep,
            adverse_media_stories=adverse_media_stories,
            counts=counts,
        )

        return screening_hits

