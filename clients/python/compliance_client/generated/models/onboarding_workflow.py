from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="OnboardingWorkflow")



@_attrs_define
class OnboardingWorkflow:
    """ An onboarding workflow of the account: the documents its applications require

        Attributes:
            id (str): The id REST uses, unique within its type
            name (str): The workflow's name
            required_fields (list[str]): Field paths the applications must fill, e.g. individual.dateOfBirth,
                business.registrationNumber
            required_documents (list[str]): Document types in order (individual:<TYPE> / business:<TYPE> for one entity
                type); a document's workflowOrder is its type's 1-based position among those of its application's entity type
            is_default (bool): The account's default: applies whenever an application or migration names no workflow
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
     """

    id: str
    name: str
    required_fields: list[str]
    required_documents: list[str]
    is_default: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        required_fields = self.required_fields



        required_documents = self.required_documents



        is_default = self.is_default

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "requiredFields": required_fields,
            "requiredDocuments": required_documents,
            "isDefault": is_default,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        required_fields = cast(list[str], d.pop("requiredFields"))


        required_documents = cast(list[str], d.pop("requiredDocuments"))


        is_default = d.pop("isDefault")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        onboarding_workflow = cls(
            id=id,
            name=name,
            required_fields=required_fields,
            required_documents=required_documents,
            is_default=is_default,
            created_at=created_at,
            updated_at=updated_at,
        )

        return onboarding_workflow

