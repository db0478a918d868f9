from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.risk_factor_contribution_floor_type_0 import RiskFactorContributionFloorType0
from typing import cast






T = TypeVar("T", bound="RiskFactorContribution")



@_attrs_define
class RiskFactorContribution:
    """ One factor of a risk assessment: its points and why

        Attributes:
            factor (str): The factor, e.g. country.nationality, hits.SANCTIONS, ownershipLayers, documents, integratorScore
            contribution (float): Points it adds to the score (the cap's are negative); the contributions add up to the
                score
            reason (str): Why, in words a reviewer reads
            floor (None | RiskFactorContributionFloorType0): The level this factor holds the assessment at or above whatever
                the points (the model's floors); null: none
     """

    factor: str
    contribution: float
    reason: str
    floor: None | RiskFactorContributionFloorType0





    def to_dict(self) -> dict[str, Any]:
        factor = self.factor

        contribution = self.contribution

        reason = self.reason

        floor: None | str
        if isinstance(self.floor, RiskFactorContributionFloorType0):
            floor = self.floor.value
        else:
            floor = self.floor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "factor": factor,
            "contribution": contribution,
            "reason": reason,
            "floor": floor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        factor = d.pop("factor")

        contribution = d.pop("contribution")

        reason = d.pop("reason")

        def _parse_floor(data: object) -> None | RiskFactorContributionFloorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                floor_type_0 = RiskFactorContributionFloorType0(data)



                return floor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskFactorContributionFloorType0, data)

        floor = _parse_floor(d.pop("floor"))


        risk_factor_contribution = cls(
            factor=factor,
            contribution=contribution,
            reason=reason,
            floor=floor,
        )

        return risk_factor_contribution

