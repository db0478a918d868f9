from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.put_settings_approval_gates_body_reviewed_hit_types_item import PutSettingsApprovalGatesBodyReviewedHitTypesItem
from ..models.put_settings_approval_gates_body_screening_states_item import PutSettingsApprovalGatesBodyScreeningStatesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PutSettingsApprovalGatesBody")



@_attrs_define
class PutSettingsApprovalGatesBody:
    """ 
        Attributes:
            required_documents (bool): No approval while a document type the application's onboarding workflow requires has
                no document
            reviewed_hit_types (list[PutSettingsApprovalGatesBodyReviewedHitTypesItem]): No approval while a hit of these
                types is open (NOT_REVIEWED or IN_REVIEW), e.g. SANCTIONS and PEP; empty: none
            screening_states (list[PutSettingsApprovalGatesBodyScreeningStatesItem] | Unset): The screening states an
                application may be approved in: CURRENT always; add STALE or NO_LISTS to relax the gate (recorded with who and
                when). Left out: unchanged
     """

    required_documents: bool
    reviewed_hit_types: list[PutSettingsApprovalGatesBodyReviewedHitTypesItem]
    screening_states: list[PutSettingsApprovalGatesBodyScreeningStatesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        required_documents = self.required_documents

        reviewed_hit_types = []
        for reviewed_hit_types_item_data in self.reviewed_hit_types:
            reviewed_hit_types_item = reviewed_hit_types_item_data.value
            reviewed_hit_types.append(reviewed_hit_types_item)



        screening_states: list[str] | Unset = UNSET
        if not isinstance(self.screening_states, Unset):
            screening_states = []
            for screening_states_item_data in self.screening_states:
                screening_states_item = screening_states_item_data.value
                screening_states.append(screening_states_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "requiredDocuments": required_documents,
            "reviewedHitTypes": reviewed_hit_types,
        })
        if screening_states is not UNSET:
            field_dict["screeningStates"] = screening_states

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        required_documents = d.pop("requiredDocuments")

        reviewed_hit_types = []
        _reviewed_hit_types = d.pop("reviewedHitTypes")
        for reviewed_hit_types_item_data in (_reviewed_hit_types):
            reviewed_hit_types_item = PutSettingsApprovalGatesBodyReviewedHitTypesItem(reviewed_hit_types_item_data)



            reviewed_hit_types.append(reviewed_hit_types_item)


        _screening_states = d.pop("screeningStates", UNSET)
        screening_states: list[PutSettingsApprovalGatesBodyScreeningStatesItem] | Unset = UNSET
        if _screening_states is not UNSET:
            screening_states = []
            for screening_states_item_data in _screening_states:
                screening_states_item = PutSettingsApprovalGatesBodyScreeningStatesItem(screening_states_item_data)



                screening_states.append(screening_states_item)


        put_settings_approval_gates_body = cls(
            required_documents=required_documents,
            reviewed_hit_types=reviewed_hit_types,
            screening_states=screening_states,
        )

        return put_settings_approval_gates_body

