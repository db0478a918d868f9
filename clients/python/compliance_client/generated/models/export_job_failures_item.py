from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ExportJobFailuresItem")



@_attrs_define
class ExportJobFailuresItem:
    """ 
        Attributes:
            application_id (str): The application it belongs to
            reason (str): Why it was left out
     """

    application_id: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        application_id = self.application_id

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        reason = d.pop("reason")

        export_job_failures_item = cls(
            application_id=application_id,
            reason=reason,
        )

        return export_job_failures_item

