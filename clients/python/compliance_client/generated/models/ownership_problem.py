from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ownership_problem_code import OwnershipProblemCode
from typing import cast

if TYPE_CHECKING:
  from ..models.percent_range import PercentRange





T = TypeVar("T", bound="OwnershipProblem")



@_attrs_define
class OwnershipProblem:
    """ A data problem of the structure: a circular holding, shares over 100 % or short of it, no applicant

        Attributes:
            code (OwnershipProblemCode): What kind
            message (str): What is wrong, in a sentence
            node_ids (list[str]): The nodes concerned
            percent (None | PercentRange): The sum in question, where a sum is the problem
     """

    code: OwnershipProblemCode
    message: str
    node_ids: list[str]
    percent: None | PercentRange





    def to_dict(self) -> dict[str, Any]:
        from ..models.percent_range import PercentRange # noqa: PLC0415
        code = self.code.value

        message = self.message

        node_ids = self.node_ids



        percent: dict[str, Any] | None
        if isinstance(self.percent, PercentRange):
            percent = self.percent.to_dict()
        else:
            percent = self.percent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
            "nodeIds": node_ids,
            "percent": percent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.percent_range import PercentRange # noqa: PLC0415
        d = dict(src_dict)
        code = OwnershipProblemCode(d.pop("code"))




        message = d.pop("message")

        node_ids = cast(list[str], d.pop("nodeIds"))


        def _parse_percent(data: object) -> None | PercentRange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                percent_type_0 = PercentRange.from_dict(data)



                return percent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PercentRange, data)

        percent = _parse_percent(d.pop("percent"))


        ownership_problem = cls(
            code=code,
            message=message,
            node_ids=node_ids,
            percent=percent,
        )

        return ownership_problem

