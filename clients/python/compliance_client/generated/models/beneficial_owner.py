from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.beneficial_owner_reasons_item import BeneficialOwnerReasonsItem
from ..models.beneficial_owner_roles_item import BeneficialOwnerRolesItem
from typing import cast

if TYPE_CHECKING:
  from ..models.percent_range import PercentRange





T = TypeVar("T", bound="BeneficialOwner")



@_attrs_define
class BeneficialOwner:
    """ An ultimate beneficial owner: by effective ownership or votes at the threshold, by control, by a trust role, or the
    senior managing official when nobody qualifies

        Attributes:
            person_node_id (str): The person's node
            reasons (list[BeneficialOwnerReasonsItem]): Why
            roles (list[BeneficialOwnerRolesItem]): The control roles that count
            fallback (bool): Named only because nobody owns or controls enough (the senior managing official)
            ownership (PercentRange): A percentage, or a range where the sources give one (low = high otherwise)
            voting (PercentRange): A percentage, or a range where the sources give one (low = high otherwise)
     """

    person_node_id: str
    reasons: list[BeneficialOwnerReasonsItem]
    roles: list[BeneficialOwnerRolesItem]
    fallback: bool
    ownership: PercentRange
    voting: PercentRange





    def to_dict(self) -> dict[str, Any]:
        from ..models.percent_range import PercentRange # noqa: PLC0415
        person_node_id = self.person_node_id

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.value
            reasons.append(reasons_item)



        roles = []
        for roles_item_data in self.roles:
            roles_item = roles_item_data.value
            roles.append(roles_item)



        fallback = self.fallback

        ownership = self.ownership.to_dict()

        voting = self.voting.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "personNodeId": person_node_id,
            "reasons": reasons,
            "roles": roles,
            "fallback": fallback,
            "ownership": ownership,
            "voting": voting,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.percent_range import PercentRange # noqa: PLC0415
        d = dict(src_dict)
        person_node_id = d.pop("personNodeId")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in (_reasons):
            reasons_item = BeneficialOwnerReasonsItem(reasons_item_data)



            reasons.append(reasons_item)


        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            roles_item = BeneficialOwnerRolesItem(roles_item_data)



            roles.append(roles_item)


        fallback = d.pop("fallback")

        ownership = PercentRange.from_dict(d.pop("ownership"))




        voting = PercentRange.from_dict(d.pop("voting"))




        beneficial_owner = cls(
            person_node_id=person_node_id,
            reasons=reasons,
            roles=roles,
            fallback=fallback,
            ownership=ownership,
            voting=voting,
        )

        return beneficial_owner

