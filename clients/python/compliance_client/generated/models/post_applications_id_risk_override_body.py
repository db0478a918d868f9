from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_applications_id_risk_override_body_level import PostApplicationsIdRiskOverrideBodyLevel






T = TypeVar("T", bound="PostApplicationsIdRiskOverrideBody")



@_attrs_define
class PostApplicationsIdRiskOverrideBody:
    """ 
        Attributes:
            level (PostApplicationsIdRiskOverrideBodyLevel): The level in force instead of the assessed one
            reason (str): Why the assessed level is overridden (audited)
     """

    level: PostApplicationsIdRiskOverrideBodyLevel
    reason: str





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = PostApplicationsIdRiskOverrideBodyLevel(d.pop("level"))




        reason = d.pop("reason")

        post_applications_id_risk_override_body = cls(
            level=level,
            reason=reason,
        )

        return post_applications_id_risk_override_body

