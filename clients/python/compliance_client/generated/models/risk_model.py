from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.risk_country_lists import RiskCountryLists
  from ..models.risk_model_definition import RiskModelDefinition





T = TypeVar("T", bound="RiskModel")



@_attrs_define
class RiskModel:
    """ A version of the account's risk model: weights and thresholds (docs/risk-model.md); every version is kept, the
    highest is in force

        Attributes:
            version (int): The version (0: the default the service ships)
            definition (RiskModelDefinition): Its weights and thresholds (RiskModelDefinition of the OpenAPI document)
            reason (None | str): Why it was saved
            created_by_id (None | str): Who saved it (null: shipped)
            created_at (datetime.datetime | None): When it was saved (null: shipped)
            country_lists (RiskCountryLists): The country lists the model reads, as shipped (src/domain/risk/fatf-
                jurisdictions.json)
            reassessment_workflow_id (None | str): The Temporal workflow re-assessing every application of the account under
                this version (set on the answer to a change)
     """

    version: int
    definition: RiskModelDefinition
    reason: None | str
    created_by_id: None | str
    created_at: datetime.datetime | None
    country_lists: RiskCountryLists
    reassessment_workflow_id: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.risk_country_lists import RiskCountryLists # noqa: PLC0415
        from ..models.risk_model_definition import RiskModelDefinition # noqa: PLC0415
        version = self.version

        definition = self.definition.to_dict()

        reason: None | str
        reason = self.reason

        created_by_id: None | str
        created_by_id = self.created_by_id

        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        country_lists = self.country_lists.to_dict()

        reassessment_workflow_id: None | str
        reassessment_workflow_id = self.reassessment_workflow_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "definition": definition,
            "reason": reason,
            "createdById": created_by_id,
            "createdAt": created_at,
            "countryLists": country_lists,
            "reassessmentWorkflowId": reassessment_workflow_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.risk_country_lists import RiskCountryLists # noqa: PLC0415
        from ..models.risk_model_definition import RiskModelDefinition # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        definition = RiskModelDefinition.from_dict(d.pop("definition"))




        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_created_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_by_id = _parse_created_by_id(d.pop("createdById"))


        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)



                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("createdAt"))


        country_lists = RiskCountryLists.from_dict(d.pop("countryLists"))




        def _parse_reassessment_workflow_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reassessment_workflow_id = _parse_reassessment_workflow_id(d.pop("reassessmentWorkflowId"))


        risk_model = cls(
            version=version,
            definition=definition,
            reason=reason,
            created_by_id=created_by_id,
            created_at=created_at,
            country_lists=country_lists,
            reassessment_workflow_id=reassessment_workflow_id,
        )

        return risk_model

