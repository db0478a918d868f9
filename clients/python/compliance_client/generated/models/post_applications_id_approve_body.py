from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PostApplicationsIdApproveBody")



@_attrs_define
class PostApplicationsIdApproveBody:
    """ 
        Attributes:
            gate_override_reason (str | Unset): Approve past the account's approval gates that hold (a required document
                missing, an open hit of a gated type): why. Audited with the gates it overrides
     """

    gate_override_reason: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        gate_override_reason = self.gate_override_reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if gate_override_reason is not UNSET:
            field_dict["gateOverrideReason"] = gate_override_reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gate_override_reason = d.pop("gateOverrideReason", UNSET)

        post_applications_id_approve_body = cls(
            gate_override_reason=gate_override_reason,
        )

        return post_applications_id_approve_body

