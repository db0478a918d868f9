from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_migrations_json_body_compliance_checks import PostMigrationsJsonBodyComplianceChecks
  from ..models.post_migrations_json_body_items_item import PostMigrationsJsonBodyItemsItem





T = TypeVar("T", bound="PostMigrationsJsonBody")



@_attrs_define
class PostMigrationsJsonBody:
    """ 
        Attributes:
            name (str): The migration's name
            items (list[PostMigrationsJsonBodyItemsItem]): sourceType API: the applications to migrate
            workflow_id (str | Unset): The onboarding workflow every item follows and is checked against (its required
                fields and documents); the account's default when left out
            labels (list[str] | Unset): Free-text labels of the migration
            compliance_checks (PostMigrationsJsonBodyComplianceChecks | Unset): The checks to run on the applications
                created; each off unless set
     """

    name: str
    items: list[PostMigrationsJsonBodyItemsItem]
    workflow_id: str | Unset = UNSET
    labels: list[str] | Unset = UNSET
    compliance_checks: PostMigrationsJsonBodyComplianceChecks | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_migrations_json_body_compliance_checks import PostMigrationsJsonBodyComplianceChecks # noqa: PLC0415
        from ..models.post_migrations_json_body_items_item import PostMigrationsJsonBodyItemsItem # noqa: PLC0415
        name = self.name

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        workflow_id = self.workflow_id

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels



        compliance_checks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compliance_checks, Unset):
            compliance_checks = self.compliance_checks.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "items": items,
        })
        if workflow_id is not UNSET:
            field_dict["workflowId"] = workflow_id
        if labels is not UNSET:
            field_dict["labels"] = labels
        if compliance_checks is not UNSET:
            field_dict["complianceChecks"] = compliance_checks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_migrations_json_body_compliance_checks import PostMigrationsJsonBodyComplianceChecks # noqa: PLC0415
        from ..models.post_migrations_json_body_items_item import PostMigrationsJsonBodyItemsItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = PostMigrationsJsonBodyItemsItem.from_dict(items_item_data)



            items.append(items_item)


        workflow_id = d.pop("workflowId", UNSET)

        labels = cast(list[str], d.pop("labels", UNSET))


        _compliance_checks = d.pop("complianceChecks", UNSET)
        compliance_checks: PostMigrationsJsonBodyComplianceChecks | Unset
        if isinstance(_compliance_checks,  Unset):
            compliance_checks = UNSET
        else:
            compliance_checks = PostMigrationsJsonBodyComplianceChecks.from_dict(_compliance_checks)




        post_migrations_json_body = cls(
            name=name,
            items=items,
            workflow_id=workflow_id,
            labels=labels,
            compliance_checks=compliance_checks,
        )

        return post_migrations_json_body

