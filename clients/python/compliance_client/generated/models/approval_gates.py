from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.approval_gates_reviewed_hit_types_item import ApprovalGatesReviewedHitTypesItem
from ..models.approval_gates_screening_states_item import ApprovalGatesScreeningStatesItem
from typing import cast
import datetime






T = TypeVar("T", bound="ApprovalGates")



@_attrs_define
class ApprovalGates:
    """ What must hold before an application of this account is approved; an approver may override a gate that holds, with a
    reason (audited)

        Attributes:
            required_documents (bool): No approval while a document type the application's onboarding workflow requires has
                no document
            reviewed_hit_types (list[ApprovalGatesReviewedHitTypesItem]): No approval while a hit of these types is open
                (NOT_REVIEWED or IN_REVIEW)
            screening_states (list[ApprovalGatesScreeningStatesItem]): The screening states an application may be approved
                in (CURRENT by default; no reason lets an approver past this gate): an application screened against no list
                (NO_LISTS) or a list past its schedule (STALE) is refused with 409 SCREENING_NOT_CURRENT
            screening_states_set_by_id (None | str): The admin who last changed screeningStates (null: never changed)
            screening_states_set_at (datetime.datetime | None): When screeningStates last changed (null: never)
     """

    required_documents: bool
    reviewed_hit_types: list[ApprovalGatesReviewedHitTypesItem]
    screening_states: list[ApprovalGatesScreeningStatesItem]
    screening_states_set_by_id: None | str
    screening_states_set_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        required_documents = self.required_documents

        reviewed_hit_types = []
        for reviewed_hit_types_item_data in self.reviewed_hit_types:
            reviewed_hit_types_item = reviewed_hit_types_item_data.value
            reviewed_hit_types.append(reviewed_hit_types_item)



        screening_states = []
        for screening_states_item_data in self.screening_states:
            screening_states_item = screening_states_item_data.value
            screening_states.append(screening_states_item)



        screening_states_set_by_id: None | str
        screening_states_set_by_id = self.screening_states_set_by_id

        screening_states_set_at: None | str
        if isinstance(self.screening_states_set_at, datetime.datetime):
            screening_states_set_at = self.screening_states_set_at.isoformat()
        else:
            screening_states_set_at = self.screening_states_set_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "requiredDocuments": required_documents,
            "reviewedHitTypes": reviewed_hit_types,
            "screeningStates": screening_states,
            "screeningStatesSetById": screening_states_set_by_id,
            "screeningStatesSetAt": screening_states_set_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        required_documents = d.pop("requiredDocuments")

        reviewed_hit_types = []
        _reviewed_hit_types = d.pop("reviewedHitTypes")
        for reviewed_hit_types_item_data in (_reviewed_hit_types):
            reviewed_hit_types_item = ApprovalGatesReviewedHitTypesItem(reviewed_hit_types_item_data)



            reviewed_hit_types.append(reviewed_hit_types_item)


        screening_states = []
        _screening_states = d.pop("screeningStates")
        for screening_states_item_data in (_screening_states):
            screening_states_item = ApprovalGatesScreeningStatesItem(screening_states_item_data)



            screening_states.append(screening_states_item)


        def _parse_screening_states_set_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        screening_states_set_by_id = _parse_screening_states_set_by_id(d.pop("screeningStatesSetById"))


        def _parse_screening_states_set_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                screening_states_set_at_type_0 = datetime.datetime.fromisoformat(data)



                return screening_states_set_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        screening_states_set_at = _parse_screening_states_set_at(d.pop("screeningStatesSetAt"))


        approval_gates = cls(
            required_documents=required_documents,
            reviewed_hit_types=reviewed_hit_types,
            screening_states=screening_states,
            screening_states_set_by_id=screening_states_set_by_id,
            screening_states_set_at=screening_states_set_at,
        )

        return approval_gates

