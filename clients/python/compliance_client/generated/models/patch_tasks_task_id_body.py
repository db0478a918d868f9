from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_tasks_task_id_body_status import PatchTasksTaskIdBodyStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchTasksTaskIdBody")



@_attrs_define
class PatchTasksTaskIdBody:
    """ 
        Attributes:
            status (PatchTasksTaskIdBodyStatus | Unset): PENDING → IN_PROGRESS → RESOLVED or DISMISSED; finished tasks
                reopen to PENDING
            assignee_id (None | str | Unset): A user of the account; null unassigns
            reviewer_id (None | str | Unset): A user of the account; null clears
     """

    status: PatchTasksTaskIdBodyStatus | Unset = UNSET
    assignee_id: None | str | Unset = UNSET
    reviewer_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        assignee_id: None | str | Unset
        if isinstance(self.assignee_id, Unset):
            assignee_id = UNSET
        else:
            assignee_id = self.assignee_id

        reviewer_id: None | str | Unset
        if isinstance(self.reviewer_id, Unset):
            reviewer_id = UNSET
        else:
            reviewer_id = self.reviewer_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if status is not UNSET:
            field_dict["status"] = status
        if assignee_id is not UNSET:
            field_dict["assigneeId"] = assignee_id
        if reviewer_id is not UNSET:
            field_dict["reviewerId"] = reviewer_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _status = d.pop("status", UNSET)
        status: PatchTasksTaskIdBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PatchTasksTaskIdBodyStatus(_status)




        def _parse_assignee_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        assignee_id = _parse_assignee_id(d.pop("assigneeId", UNSET))


        def _parse_reviewer_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reviewer_id = _parse_reviewer_id(d.pop("reviewerId", UNSET))


        patch_tasks_task_id_body = cls(
            status=status,
            assignee_id=assignee_id,
            reviewer_id=reviewer_id,
        )

        return patch_tasks_task_id_body

