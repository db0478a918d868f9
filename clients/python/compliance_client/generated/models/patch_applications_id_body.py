from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchApplicationsIdBody")



@_attrs_define
class PatchApplicationsIdBody:
    """ 
        Attributes:
            name (str | Unset): The investor's name
            email (None | str | Unset): The investor's e-mail address
            risk_score (float | None | Unset): 0 to 100: the integrator's score, a floor under the assessed score (it can
                raise the level, never lower what the model finds); null removes it
            labels (list[str] | Unset): Label names, replacing the application's labels
            assignees (list[str] | Unset): User ids of the account, replacing the assignees
            hidden (bool | Unset): Hide from or show in the live lists
            with_service (bool | Unset): With the operator: while true, customer webhook deliveries for the application are
                held, then sent in order on release
     """

    name: str | Unset = UNSET
    email: None | str | Unset = UNSET
    risk_score: float | None | Unset = UNSET
    labels: list[str] | Unset = UNSET
    assignees: list[str] | Unset = UNSET
    hidden: bool | Unset = UNSET
    with_service: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        risk_score: float | None | Unset
        if isinstance(self.risk_score, Unset):
            risk_score = UNSET
        else:
            risk_score = self.risk_score

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels



        assignees: list[str] | Unset = UNSET
        if not isinstance(self.assignees, Unset):
            assignees = self.assignees



        hidden = self.hidden

        with_service = self.with_service


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if email is not UNSET:
            field_dict["email"] = email
        if risk_score is not UNSET:
            field_dict["riskScore"] = risk_score
        if labels is not UNSET:
            field_dict["labels"] = labels
        if assignees is not UNSET:
            field_dict["assignees"] = assignees
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if with_service is not UNSET:
            field_dict["withService"] = with_service

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        def _parse_risk_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        risk_score = _parse_risk_score(d.pop("riskScore", UNSET))


        labels = cast(list[str], d.pop("labels", UNSET))


        assignees = cast(list[str], d.pop("assignees", UNSET))


        hidden = d.pop("hidden", UNSET)

        with_service = d.pop("withService", UNSET)

        patch_applications_id_body = cls(
            name=name,
            email=email,
            risk_score=risk_score,
            labels=labels,
            assignees=assignees,
            hidden=hidden,
            with_service=with_service,
        )

        return patch_applications_id_body

