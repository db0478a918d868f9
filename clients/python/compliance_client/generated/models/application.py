from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.application_entity_type import ApplicationEntityType
from ..models.application_risk_level_type_0 import ApplicationRiskLevelType0
from ..models.application_status import ApplicationStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.application_labels_item import ApplicationLabelsItem
  from ..models.application_screening_state import ApplicationScreeningState
  from ..models.business import Business
  from ..models.individual import Individual





T = TypeVar("T", bound="Application")



@_attrs_define
class Application:
    """ An onboarding application: the investor (individual or business), its key persons, status and risk

        Attributes:
            id (str): The id REST uses, unique within its type
            account_id (str): The account that owns the application
            name (str): The investor's name
            email (None | str): The investor's contact e-mail
            entity_type (ApplicationEntityType): Whether the investor is an individual or a business
            status (ApplicationStatus): Where the application stands in onboarding
            manual (bool): Created by hand rather than through onboarding
            hidden (bool): Hidden from the live lists
            with_service (bool): While true, customer webhook deliveries for the application are held
            risk_score (float | None): The assessed risk score, 0 to 100 (docs/risk-model.md): the model's factors, with the
                integrator's riskScore as a floor; null while unrated
            risk_level (ApplicationRiskLevelType0 | None): The risk level in force: the assessed one by the model's
                thresholds, or an approved override
            workflow_id (None | str): The onboarding workflow it follows (its required documents)
            labels (list[ApplicationLabelsItem]): The account's labels on the application
            assignees (list[str]): User ids of the assigned reviewers
            individuals (list[Individual]): The individual key persons, oldest first
            businesses (list[Business]): The business key persons, oldest first
            onboarding_started_at (datetime.datetime | None): When the investor started onboarding
            submitted_at (datetime.datetime | None): When the investor submitted the application
            decided_at (datetime.datetime | None): When it was approved or rejected
            approval_pending_by_id (None | str): Four eyes: the user whose approval awaits a second approver's; null when
                none is pending
            approval_pending_at (datetime.datetime | None): Four eyes: when that first approval was given
            next_review_at (datetime.datetime | None): Periodic review: when the approved application is next due for
                review, by its risk level; null while not approved
            last_reviewed_at (datetime.datetime | None): When its last periodic review was completed
            review_overdue (bool): Its periodic review is past due (nextReviewAt has passed)
            legal_hold (bool): Under legal hold: not erased until released (docs/retention-and-erasure.md)
            erased_at (datetime.datetime | None): When its personal data was erased, tombstones left in its place; null: not
                erased
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            screening_state (ApplicationScreeningState): Whether the application was screened against lists that are there
                and current: screening against no list finds nothing and clears nobody
     """

    id: str
    account_id: str
    name: str
    email: None | str
    entity_type: ApplicationEntityType
    status: ApplicationStatus
    manual: bool
    hidden: bool
    with_service: bool
    risk_score: float | None
    risk_level: ApplicationRiskLevelType0 | None
    workflow_id: None | str
    labels: list[ApplicationLabelsItem]
    assignees: list[str]
    individuals: list[Individual]
    businesses: list[Business]
    onboarding_started_at: datetime.datetime | None
    submitted_at: datetime.datetime | None
    decided_at: datetime.datetime | None
    approval_pending_by_id: None | str
    approval_pending_at: datetime.datetime | None
    next_review_at: datetime.datetime | None
    last_reviewed_at: datetime.datetime | None
    review_overdue: bool
    legal_hold: bool
    erased_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    screening_state: ApplicationScreeningState





    def to_dict(self) -> dict[str, Any]:
        from ..models.application_labels_item import ApplicationLabelsItem # noqa: PLC0415
        from ..models.application_screening_state import ApplicationScreeningState # noqa: PLC0415
        from ..models.business import Business # noqa: PLC0415
        from ..models.individual import Individual # noqa: PLC0415
        id = self.id

        account_id = self.account_id

        name = self.name

        email: None | str
        email = self.email

        entity_type = self.entity_type.value

        status = self.status.value

        manual = self.manual

        hidden = self.hidden

        with_service = self.with_service

        risk_score: float | None
        risk_score = self.risk_score

        risk_level: None | str
        if isinstance(self.risk_level, ApplicationRiskLevelType0):
            risk_level = self.risk_level.value
        else:
            risk_level = self.risk_level

        workflow_id: None | str
        workflow_id = self.workflow_id

        labels = []
        for labels_item_data in self.labels:
            labels_item = labels_item_data.to_dict()
            labels.append(labels_item)



        assignees = self.assignees



        individuals = []
        for individuals_item_data in self.individuals:
            individuals_item = individuals_item_data.to_dict()
            individuals.append(individuals_item)



        businesses = []
        for businesses_item_data in self.businesses:
            businesses_item = businesses_item_data.to_dict()
            businesses.append(businesses_item)



        onboarding_started_at: None | str
        if isinstance(self.onboarding_started_at, datetime.datetime):
            onboarding_started_at = self.onboarding_started_at.isoformat()
        else:
            onboarding_started_at = self.onboarding_started_at

        submitted_at: None | str
        if isinstance(self.submitted_at, datetime.datetime):
            submitted_at = self.submitted_at.isoformat()
        else:
            submitted_at = self.submitted_at

        decided_at: None | str
        if isinstance(self.decided_at, datetime.datetime):
            decided_at = self.decided_at.isoformat()
        else:
            decided_at = self.decided_at

        approval_pending_by_id: None | str
        approval_pending_by_id = self.approval_pending_by_id

        approval_pending_at: None | str
        if isinstance(self.approval_pending_at, datetime.datetime):
            approval_pending_at = self.approval_pending_at.isoformat()
        else:
            approval_pending_at = self.approval_pending_at

        next_review_at: None | str
        if isinstance(self.next_review_at, datetime.datetime):
            next_review_at = self.next_review_at.isoformat()
        else:
            next_review_at = self.next_review_at

        last_reviewed_at: None | str
        if isinstance(self.last_reviewed_at, datetime.datetime):
            last_reviewed_at = self.last_reviewed_at.isoformat()
        else:
            last_reviewed_at = self.last_reviewed_at

        review_overdue = self.review_overdue

        legal_hold = self.legal_hold

        erased_at: None | str
        if isinstance(self.erased_at, datetime.datetime):
            erased_at = self.erased_at.isoformat()
        else:
            erased_at = self.erased_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        screening_state = self.screening_state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "accountId": account_id,
            "name": name,
            "email": email,
            "entityType": entity_type,
            "status": status,
            "manual": manual,
            "hidden": hidden,
            "withService": with_service,
            "riskScore": risk_score,
            "riskLevel": risk_level,
            "workflowId": workflow_id,
            "labels": labels,
            "assignees": assignees,
            "individuals": individuals,
            "businesses": businesses,
            "onboardingStartedAt": onboarding_started_at,
            "submittedAt": submitted_at,
            "decidedAt": decided_at,
            "approvalPendingById": approval_pending_by_id,
            "approvalPendingAt": approval_pending_at,
            "nextReviewAt": next_review_at,
            "lastReviewedAt": last_reviewed_at,
            "reviewOverdue": review_overdue,
            "legalHold": legal_hold,
            "erasedAt": erased_at,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "screeningState": screening_state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.application_labels_item import ApplicationLabelsItem # noqa: PLC0415
        from ..models.application_screening_state import ApplicationScreeningState # noqa: PLC0415
        from ..models.business import Business # noqa: PLC0415
        from ..models.individual import Individual # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        account_id = d.pop("accountId")

        name = d.pop("name")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))


        entity_type = ApplicationEntityType(d.pop("entityType"))




        status = ApplicationStatus(d.pop("status"))




        manual = d.pop("manual")

        hidden = d.pop("hidden")

        with_service = d.pop("withService")

        def _parse_risk_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        risk_score = _parse_risk_score(d.pop("riskScore"))


        def _parse_risk_level(data: object) -> ApplicationRiskLevelType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_level_type_0 = ApplicationRiskLevelType0(data)



                return risk_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApplicationRiskLevelType0 | None, data)

        risk_level = _parse_risk_level(d.pop("riskLevel"))


        def _parse_workflow_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        workflow_id = _parse_workflow_id(d.pop("workflowId"))


        labels = []
        _labels = d.pop("labels")
        for labels_item_data in (_labels):
            labels_item = ApplicationLabelsItem.from_dict(labels_item_data)



            labels.append(labels_item)


        assignees = cast(list[str], d.pop("assignees"))


        individuals = []
        _individuals = d.pop("individuals")
        for individuals_item_data in (_individuals):
            individuals_item = Individual.from_dict(individuals_item_data)



            individuals.append(individuals_item)


        businesses = []
        _businesses = d.pop("businesses")
        for businesses_item_data in (_businesses):
            businesses_item = Business.from_dict(businesses_item_data)



            businesses.append(businesses_item)


        def _parse_onboarding_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                onboarding_started_at_type_0 = datetime.datetime.fromisoformat(data)



                return onboarding_started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        onboarding_started_at = _parse_onboarding_started_at(d.pop("onboardingStartedAt"))


        def _parse_submitted_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                submitted_at_type_0 = datetime.datetime.fromisoformat(data)



                return submitted_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        submitted_at = _parse_submitted_at(d.pop("submittedAt"))


        def _parse_decided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_at_type_0 = datetime.datetime.fromisoformat(data)



                return decided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        decided_at = _parse_decided_at(d.pop("decidedAt"))


        def _parse_approval_pending_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        approval_pending_by_id = _parse_approval_pending_by_id(d.pop("approvalPendingById"))


        def _parse_approval_pending_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                approval_pending_at_type_0 = datetime.datetime.fromisoformat(data)



                return approval_pending_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        approval_pending_at = _parse_approval_pending_at(d.pop("approvalPendingAt"))


        def _parse_next_review_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_review_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_review_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_review_at = _parse_next_review_at(d.pop("nextReviewAt"))


        def _parse_last_reviewed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_reviewed_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_reviewed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_reviewed_at = _parse_last_reviewed_at(d.pop("lastReviewedAt"))


        review_overdue = d.pop("reviewOverdue")

        legal_hold = d.pop("legalHold")

        def _parse_erased_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                erased_at_type_0 = datetime.datetime.fromisoformat(data)



                return erased_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        erased_at = _parse_erased_at(d.pop("erasedAt"))


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        screening_state = ApplicationScreeningState.from_dict(d.pop("screeningState"))




        application = cls(
            id=id,
            account_id=account_id,
            name=name,
            email=email,
            entity_type=entity_type,
            status=status,
            manual=manual,
            hidden=hidden,
            with_service=with_service,
            risk_score=risk_score,
            risk_level=risk_level,
            workflow_id=workflow_id,
            labels=labels,
            assignees=assignees,
            individuals=individuals,
            businesses=businesses,
            onboarding_started_at=onboarding_started_at,
            submitted_at=submitted_at,
            decided_at=decided_at,
            approval_pending_by_id=approval_pending_by_id,
            approval_pending_at=approval_pending_at,
            next_review_at=next_review_at,
            last_reviewed_at=last_reviewed_at,
            review_overdue=review_overdue,
            legal_hold=legal_hold,
            erased_at=erased_at,
            created_at=created_at,
            updated_at=updated_at,
            screening_state=screening_state,
        )

        return application

