from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_details_item import ErrorDetailsItem





T = TypeVar("T", bound="Error")



@_attrs_define
class Error:
    """ 
        Attributes:
            status_code (int):
            error (str):
            message (str):
            code (str):
            details (list[ErrorDetailsItem] | Unset):
            detail (str | Unset): On yente's routes only (/screening/match, /entities, /search, /catalog, /algorithms):
                yente's error text, the message and what was invalid
     """

    status_code: int
    error: str
    message: str
    code: str
    details: list[ErrorDetailsItem] | Unset = UNSET
    detail: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_details_item import ErrorDetailsItem # noqa: PLC0415
        status_code = self.status_code

        error = self.error

        message = self.message

        code = self.code

        details: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = []
            for details_item_data in self.details:
                details_item = details_item_data.to_dict()
                details.append(details_item)



        detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "statusCode": status_code,
            "error": error,
            "message": message,
            "code": code,
        })
        if details is not UNSET:
            field_dict["details"] = details
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details_item import ErrorDetailsItem # noqa: PLC0415
        d = dict(src_dict)
        status_code = d.pop("statusCode")

        error = d.pop("error")

        message = d.pop("message")

        code = d.pop("code")

        _details = d.pop("details", UNSET)
        details: list[ErrorDetailsItem] | Unset = UNSET
        if _details is not UNSET:
            details = []
            for details_item_data in _details:
                details_item = ErrorDetailsItem.from_dict(details_item_data)



                details.append(details_item)


        detail = d.pop("detail", UNSET)

        error = cls(
            status_code=status_code,
            error=error,
            message=message,
            code=code,
            details=details,
            detail=detail,
        )

        return error

