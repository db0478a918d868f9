from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.application_screening_state_state import ApplicationScreeningStateState
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.screening_list_state import ScreeningListState





T = TypeVar("T", bound="ApplicationScreeningState")



@_attrs_define
class ApplicationScreeningState:
    """ Whether the application was screened against lists that are there and current: screening against no list finds
    nothing and clears nobody

        Attributes:
            state (ApplicationScreeningStateState): NO_LISTS: no list was loaded when its persons were last screened; STALE:
                a list it was screened against is past its source's schedule; CURRENT
            reason (str): Why, in words a reviewer acts on
            screened_at (datetime.datetime | None): When its persons were last screened (null: none screened yet)
            pending (bool): Persons waiting to be screened
            lists (list[ScreeningListState]): The lists the state was read against
     """

    state: ApplicationScreeningStateState
    reason: str
    screened_at: datetime.datetime | None
    pending: bool
    lists: list[ScreeningListState]





    def to_dict(self) -> dict[str, Any]:
        from ..models.screening_list_state import ScreeningListState # noqa: PLC0415
        state = self.state.value

        reason = self.reason

        screened_at: None | str
        if isinstance(self.screened_at, datetime.datetime):
            screened_at = self.screened_at.isoformat()
        else:
            screened_at = self.screened_at

        pending = self.pending

        lists = []
        for lists_item_data in self.lists:
            lists_item = lists_item_data.to_dict()
            lists.append(lists_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "reason": reason,
            "screenedAt": screened_at,
            "pending": pending,
            "lists": lists,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_list_state import ScreeningListState # noqa: PLC0415
        d = dict(src_dict)
        state = ApplicationScreeningStateState(d.pop("state"))




        reason = d.pop("reason")

        def _parse_screened_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                screened_at_type_0 = datetime.datetime.fromisoformat(data)



                return screened_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        screened_at = _parse_screened_at(d.pop("screenedAt"))


        pending = d.pop("pending")

        lists = []
        _lists = d.pop("lists")
        for lists_item_data in (_lists):
            lists_item = ScreeningListState.from_dict(lists_item_data)



            lists.append(lists_item)


        application_screening_state = cls(
            state=state,
            reason=reason,
            screened_at=screened_at,
            pending=pending,
            lists=lists,
        )

        return application_screening_state

