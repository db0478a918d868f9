from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.approval_gates_reviewed_hit_types_item import ApprovalGatesReviewedHitTypesItem
from typing import cast






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
     """

    required_documents: bool
    reviewed_hit_types: list[ApprovalGatesReviewedHitTypesItem]





    def to_dict(self) -> dict[str, Any]:
        required_documents = self.required_documents

        reviewed_hit_types = []
        for reviewed_hit_types_item_data in self.reviewed_hit_types:
            reviewed_hit_types_item = reviewed_hit_types_item_data.value
            reviewed_hit_types.append(reviewed_hit_types_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "requiredDocuments": required_documents,
            "reviewedHitTypes": reviewed_hit_types,
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


        approval_gates = cls(
            required_documents=required_documents,
            reviewed_hit_types=reviewed_hit_types,
        )

        return approval_gates

