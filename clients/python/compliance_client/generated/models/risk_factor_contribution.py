from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RiskFactorContribution")



@_attrs_define
class RiskFactorContribution:
    """ One factor of a risk assessment: its points and why

        Attributes:
            factor (str): The factor, e.g. country.nationality, hits.SANCTIONS, ownershipLayers, documents, integratorScore
            contribution (float): Points it adds to the score (the cap's are negative); the contributions add up to the
                score
            reason (str): Why, in words a reviewer reads
     """

    factor: str
    contribution: float
    reason: str





    def to_dict(self) -> dict[str, Any]:
        factor = self.factor

        contribution = self.contribution

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "factor": factor,
            "contribution": contribution,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        factor = d.pop("factor")

        contribution = d.pop("contribution")

        reason = d.pop("reason")

        risk_factor_contribution = cls(
            factor=factor,
            contribution=contribution,
            reason=reason,
        )

        return risk_factor_contribution

