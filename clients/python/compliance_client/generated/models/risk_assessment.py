from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.risk_assessment_assessed_level_type_0 import RiskAssessmentAssessedLevelType0
from ..models.risk_assessment_level_type_0 import RiskAssessmentLevelType0
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.risk_factor_contribution import RiskFactorContribution
  from ..models.risk_override import RiskOverride
  from ..models.risk_override_pending import RiskOverridePending





T = TypeVar("T", bound="RiskAssessment")



@_attrs_define
class RiskAssessment:
    """ An application's risk assessment under its account's model: the score, the level, and every factor's contribution
    with its reason

        Attributes:
            application_id (str): The application assessed
            score (float | None): The assessed score, 0 to 100
            level (None | RiskAssessmentLevelType0): The level in force: the assessed one, or the override's; null while
                unrated (nothing counts against it and no riskScore was given)
            assessed_level (None | RiskAssessmentAssessedLevelType0): The level the model assessed
            rated (bool): Whether the application carries a risk score and level (riskScore and riskLevel are set)
            model_version (int | None): The version of the account's model it was assessed under (0: the shipped default)
            model_score (float | None): The sum of the model's factors alone, before the integrator's floor and the cap
            integrator_score (float | None): The riskScore the integrator gave: a floor under the score
            country_lists_as_of (None | str): The date of the FATF lists it read
            assessed_at (datetime.datetime | None): When it was assessed
            cause (None | str): The change that caused the assessment, e.g. screening.hit_verdict
            factors (list[RiskFactorContribution]): Every factor that counts, with its points and reason
            override (None | RiskOverride): The override in force; null: the assessed level is
            voided_override (None | RiskOverride): An override that no longer holds because the assessed level rose above
                the level it set, with when and why (voidedAt, voidReason); the assessed level is in force. Null: none
            override_pending (None | RiskOverridePending): Four eyes: a change by hand awaiting a second approver
     """

    application_id: str
    score: float | None
    level: None | RiskAssessmentLevelType0
    assessed_level: None | RiskAssessmentAssessedLevelType0
    rated: bool
    model_version: int | None
    model_score: float | None
    integrator_score: float | None
    country_lists_as_of: None | str
    assessed_at: datetime.datetime | None
    cause: None | str
    factors: list[RiskFactorContribution]
    override: None | RiskOverride
    voided_override: None | RiskOverride
    override_pending: None | RiskOverridePending





    def to_dict(self) -> dict[str, Any]:
        from ..models.risk_factor_contribution import RiskFactorContribution # noqa: PLC0415
        from ..models.risk_override import RiskOverride # noqa: PLC0415
        from ..models.risk_override_pending import RiskOverridePending # noqa: PLC0415
        application_id = self.application_id

        score: float | None
        score = self.score

        level: None | str
        if isinstance(self.level, RiskAssessmentLevelType0):
            level = self.level.value
        else:
            level = self.level

        assessed_level: None | str
        if isinstance(self.assessed_level, RiskAssessmentAssessedLevelType0):
            assessed_level = self.assessed_level.value
        else:
            assessed_level = self.assessed_level

        rated = self.rated

        model_version: int | None
        model_version = self.model_version

        model_score: float | None
        model_score = self.model_score

        integrator_score: float | None
        integrator_score = self.integrator_score

        country_lists_as_of: None | str
        country_lists_as_of = self.country_lists_as_of

        assessed_at: None | str
        if isinstance(self.assessed_at, datetime.datetime):
            assessed_at = self.assessed_at.isoformat()
        else:
            assessed_at = self.assessed_at

        cause: None | str
        cause = self.cause

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        override: dict[str, Any] | None
        if isinstance(self.override, RiskOverride):
            override = self.override.to_dict()
        else:
            override = self.override

        voided_override: dict[str, Any] | None
        if isinstance(self.voided_override, RiskOverride):
            voided_override = self.voided_override.to_dict()
        else:
            voided_override = self.voided_override

        override_pending: dict[str, Any] | None
        if isinstance(self.override_pending, RiskOverridePending):
            override_pending = self.override_pending.to_dict()
        else:
            override_pending = self.override_pending


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "score": score,
            "level": level,
            "assessedLevel": assessed_level,
            "rated": rated,
            "modelVersion": model_version,
            "modelScore": model_score,
            "integratorScore": integrator_score,
            "countryListsAsOf": country_lists_as_of,
            "assessedAt": assessed_at,
            "cause": cause,
            "factors": factors,
            "override": override,
            "voidedOverride": voided_override,
            "overridePending": override_pending,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.risk_factor_contribution import RiskFactorContribution # noqa: PLC0415
        from ..models.risk_override import RiskOverride # noqa: PLC0415
        from ..models.risk_override_pending import RiskOverridePending # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        def _parse_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        score = _parse_score(d.pop("score"))


        def _parse_level(data: object) -> None | RiskAssessmentLevelType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_0 = RiskAssessmentLevelType0(data)



                return level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskAssessmentLevelType0, data)

        level = _parse_level(d.pop("level"))


        def _parse_assessed_level(data: object) -> None | RiskAssessmentAssessedLevelType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                assessed_level_type_0 = RiskAssessmentAssessedLevelType0(data)



                return assessed_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskAssessmentAssessedLevelType0, data)

        assessed_level = _parse_assessed_level(d.pop("assessedLevel"))


        rated = d.pop("rated")

        def _parse_model_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        model_version = _parse_model_version(d.pop("modelVersion"))


        def _parse_model_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        model_score = _parse_model_score(d.pop("modelScore"))


        def _parse_integrator_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        integrator_score = _parse_integrator_score(d.pop("integratorScore"))


        def _parse_country_lists_as_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country_lists_as_of = _parse_country_lists_as_of(d.pop("countryListsAsOf"))


        def _parse_assessed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                assessed_at_type_0 = datetime.datetime.fromisoformat(data)



                return assessed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        assessed_at = _parse_assessed_at(d.pop("assessedAt"))


        def _parse_cause(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cause = _parse_cause(d.pop("cause"))


        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = RiskFactorContribution.from_dict(factors_item_data)



            factors.append(factors_item)


        def _parse_override(data: object) -> None | RiskOverride:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                override_type_0 = RiskOverride.from_dict(data)



                return override_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskOverride, data)

        override = _parse_override(d.pop("override"))


        def _parse_voided_override(data: object) -> None | RiskOverride:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                voided_override_type_0 = RiskOverride.from_dict(data)



                return voided_override_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskOverride, data)

        voided_override = _parse_voided_override(d.pop("voidedOverride"))


        def _parse_override_pending(data: object) -> None | RiskOverridePending:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                override_pending_type_0 = RiskOverridePending.from_dict(data)



                return override_pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskOverridePending, data)

        override_pending = _parse_override_pending(d.pop("overridePending"))


        risk_assessment = cls(
            application_id=application_id,
            score=score,
            level=level,
            assessed_level=assessed_level,
            rated=rated,
            model_version=model_version,
            model_score=model_score,
            integrator_score=integrator_score,
            country_lists_as_of=country_lists_as_of,
            assessed_at=assessed_at,
            cause=cause,
            factors=factors,
            override=override,
            voided_override=voided_override,
            override_pending=override_pending,
        )

        return risk_assessment

