from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_queue_item_clearance_pending_status_type_0 import ScreeningQueueItemClearancePendingStatusType0
from ..models.screening_queue_item_origin_type_0 import ScreeningQueueItemOriginType0
from ..models.screening_queue_item_status import ScreeningQueueItemStatus
from ..models.screening_queue_item_type import ScreeningQueueItemType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.match_result import MatchResult
  from ..models.screening_hit_application import ScreeningHitApplication
  from ..models.screening_hit_note import ScreeningHitNote
  from ..models.screening_queue_item_details import ScreeningQueueItemDetails





T = TypeVar("T", bound="ScreeningQueueItem")



@_attrs_define
class ScreeningQueueItem:
    """ A screening hit (sanctions, PEP, warning or adverse media) found for an application or one of its key persons

        Attributes:
            id (str): The id REST uses, unique within its type
            entity_id (None | str): Individual or business id the hit belongs to
            type_ (ScreeningQueueItemType): The kind of hit
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            status (ScreeningQueueItemStatus): Its review status
            source (str): manual for a reviewer's hit
            details (ScreeningQueueItemDetails): The provider's raw details; for a manual hit {title, description, url,
                publisher, publishingDate}
            updated_by (None | str): The user who last changed it
            enriched (bool): Enriched with a match result
            match_result (MatchResult | None): The matching verdict, once enriched
            note (None | str): A reviewer's note
            clearance_pending_status (None | ScreeningQueueItemClearancePendingStatusType0): Four eyes: the clearing status
                a first approver proposed, awaiting a second; null when none is pending
            clearance_pending_by_id (None | str): Four eyes: the user who proposed the pending clearance
            clearance_pending_at (datetime.datetime | None): Four eyes: when the clearance was proposed
            individual_id (None | str): The screened individual's id, if the hit is about one
            business_id (None | str): The screened business's id, if the hit is about one
            ownership_node_id (None | str): The ownership-structure node screened, if the hit is about one
                (docs/ownership.md); on a BLOCKED_BY_OWNERSHIP hit (source ownership) the applicant node
            group_id (None | str): The screening group (story) it belongs to, if any
            story_id (None | str): Alias of groupId on adverse-media hits
            notes (list[ScreeningHitNote]): Notes on the hit, oldest first
            origin (None | ScreeningQueueItemOriginType0): How it was found
            entry_change (Any): What changed materially on the hit's list entry when its review was re-opened: {list,
                version, relisted?, changes: {property: {before, after}}}
            delisted_at (datetime.datetime | None): When the hit's list entry was removed from its list (delisted)
            delisted_in_version (int | None): The list version that no longer held the entry
            application_summary (ScreeningHitApplication): The application a hit was found for, as a reviewer's row shows it
     """

    id: str
    entity_id: None | str
    type_: ScreeningQueueItemType
    created_at: datetime.datetime
    updated_at: datetime.datetime
    status: ScreeningQueueItemStatus
    source: str
    details: ScreeningQueueItemDetails
    updated_by: None | str
    enriched: bool
    match_result: MatchResult | None
    note: None | str
    clearance_pending_status: None | ScreeningQueueItemClearancePendingStatusType0
    clearance_pending_by_id: None | str
    clearance_pending_at: datetime.datetime | None
    individual_id: None | str
    business_id: None | str
    ownership_node_id: None | str
    group_id: None | str
    story_id: None | str
    notes: list[ScreeningHitNote]
    origin: None | ScreeningQueueItemOriginType0
    entry_change: Any
    delisted_at: datetime.datetime | None
    delisted_in_version: int | None
    application_summary: ScreeningHitApplication





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.screening_hit_application import ScreeningHitApplication # noqa: PLC0415
        from ..models.screening_hit_note import ScreeningHitNote # noqa: PLC0415
        from ..models.screening_queue_item_details import ScreeningQueueItemDetails # noqa: PLC0415
        id = self.id

        entity_id: None | str
        entity_id = self.entity_id

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        status = self.status.value

        source = self.source

        details = self.details.to_dict()

        updated_by: None | str
        updated_by = self.updated_by

        enriched = self.enriched

        match_result: dict[str, Any] | None
        if isinstance(self.match_result, MatchResult):
            match_result = self.match_result.to_dict()
        else:
            match_result = self.match_result

        note: None | str
        note = self.note

        clearance_pending_status: None | str
        if isinstance(self.clearance_pending_status, ScreeningQueueItemClearancePendingStatusType0):
            clearance_pending_status = self.clearance_pending_status.value
        else:
            clearance_pending_status = self.clearance_pending_status

        clearance_pending_by_id: None | str
        clearance_pending_by_id = self.clearance_pending_by_id

        clearance_pending_at: None | str
        if isinstance(self.clearance_pending_at, datetime.datetime):
            clearance_pending_at = self.clearance_pending_at.isoformat()
        else:
            clearance_pending_at = self.clearance_pending_at

        individual_id: None | str
        individual_id = self.individual_id

        business_id: None | str
        business_id = self.business_id

        ownership_node_id: None | str
        ownership_node_id = self.ownership_node_id

        group_id: None | str
        group_id = self.group_id

        story_id: None | str
        story_id = self.story_id

        notes = []
        for notes_item_data in self.notes:
            notes_item = notes_item_data.to_dict()
            notes.append(notes_item)



        origin: None | str
        if isinstance(self.origin, ScreeningQueueItemOriginType0):
            origin = self.origin.value
        else:
            origin = self.origin

        entry_change = self.entry_change

        delisted_at: None | str
        if isinstance(self.delisted_at, datetime.datetime):
            delisted_at = self.delisted_at.isoformat()
        else:
            delisted_at = self.delisted_at

        delisted_in_version: int | None
        delisted_in_version = self.delisted_in_version

        application_summary = self.application_summary.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "entityId": entity_id,
            "type": type_,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "status": status,
            "source": source,
            "details": details,
            "updatedBy": updated_by,
            "enriched": enriched,
            "matchResult": match_result,
            "note": note,
            "clearancePendingStatus": clearance_pending_status,
            "clearancePendingById": clearance_pending_by_id,
            "clearancePendingAt": clearance_pending_at,
            "individualId": individual_id,
            "businessId": business_id,
            "ownershipNodeId": ownership_node_id,
            "groupId": group_id,
            "storyId": story_id,
            "notes": notes,
            "origin": origin,
            "entryChange": entry_change,
            "delistedAt": delisted_at,
            "delistedInVersion": delisted_in_version,
            "applicationSummary": application_summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.screening_hit_application import ScreeningHitApplication # noqa: PLC0415
        from ..models.screening_hit_note import ScreeningHitNote # noqa: PLC0415
        from ..models.screening_queue_item_details import ScreeningQueueItemDetails # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_entity_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        entity_id = _parse_entity_id(d.pop("entityId"))


        type_ = ScreeningQueueItemType(d.pop("type"))




        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        status = ScreeningQueueItemStatus(d.pop("status"))




        source = d.pop("source")

        details = ScreeningQueueItemDetails.from_dict(d.pop("details"))




        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))


        enriched = d.pop("enriched")

        def _parse_match_result(data: object) -> MatchResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_result_type_0 = MatchResult.from_dict(data)



                return match_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchResult | None, data)

        match_result = _parse_match_result(d.pop("matchResult"))


        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))


        def _parse_clearance_pending_status(data: object) -> None | ScreeningQueueItemClearancePendingStatusType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                clearance_pending_status_type_0 = ScreeningQueueItemClearancePendingStatusType0(data)



                return clearance_pending_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreeningQueueItemClearancePendingStatusType0, data)

        clearance_pending_status = _parse_clearance_pending_status(d.pop("clearancePendingStatus"))


        def _parse_clearance_pending_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        clearance_pending_by_id = _parse_clearance_pending_by_id(d.pop("clearancePendingById"))


        def _parse_clearance_pending_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                clearance_pending_at_type_0 = datetime.datetime.fromisoformat(data)



                return clearance_pending_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        clearance_pending_at = _parse_clearance_pending_at(d.pop("clearancePendingAt"))


        def _parse_individual_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        individual_id = _parse_individual_id(d.pop("individualId"))


        def _parse_business_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        business_id = _parse_business_id(d.pop("businessId"))


        def _parse_ownership_node_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ownership_node_id = _parse_ownership_node_id(d.pop("ownershipNodeId"))


        def _parse_group_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        group_id = _parse_group_id(d.pop("groupId"))


        def _parse_story_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        story_id = _parse_story_id(d.pop("storyId"))


        notes = []
        _notes = d.pop("notes")
        for notes_item_data in (_notes):
            notes_item = ScreeningHitNote.from_dict(notes_item_data)



            notes.append(notes_item)


        def _parse_origin(data: object) -> None | ScreeningQueueItemOriginType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                origin_type_0 = ScreeningQueueItemOriginType0(data)



                return origin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreeningQueueItemOriginType0, data)

        origin = _parse_origin(d.pop("origin"))


        entry_change = d.pop("entryChange")

        def _parse_delisted_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delisted_at_type_0 = datetime.datetime.fromisoformat(data)



                return delisted_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delisted_at = _parse_delisted_at(d.pop("delistedAt"))


        def _parse_delisted_in_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        delisted_in_version = _parse_delisted_in_version(d.pop("delistedInVersion"))


        application_summary = ScreeningHitApplication.from_dict(d.pop("applicationSummary"))




        screening_queue_item = cls(
            id=id,
            entity_id=entity_id,
            type_=type_,
            created_at=created_at,
            updated_at=updated_at,
            status=status,
            source=source,
            details=details,
            updated_by=updated_by,
            enriched=enriched,
            match_result=match_result,
            note=note,
            clearance_pending_status=clearance_pending_status,
            clearance_pending_by_id=clearance_pending_by_id,
            clearance_pending_at=clearance_pending_at,
            individual_id=individual_id,
            business_id=business_id,
            ownership_node_id=ownership_node_id,
            group_id=group_id,
            story_id=story_id,
            notes=notes,
            origin=origin,
            entry_change=entry_change,
            delisted_at=delisted_at,
            delisted_in_version=delisted_in_version,
            application_summary=application_summary,
        )

        return screening_queue_item

