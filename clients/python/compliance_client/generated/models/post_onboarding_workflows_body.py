from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_onboarding_workflows_body_required_documents_item import PostOnboardingWorkflowsBodyRequiredDocumentsItem
from ..models.post_onboarding_workflows_body_required_fields_item import PostOnboardingWorkflowsBodyRequiredFieldsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PostOnboardingWorkflowsBody")



@_attrs_define
class PostOnboardingWorkflowsBody:
    """ 
        Attributes:
            name (str): The workflow's name
            required_fields (list[PostOnboardingWorkflowsBodyRequiredFieldsItem] | Unset): Field paths the applications must
                fill, e.g. individual.dateOfBirth, business.registrationNumber
            required_documents (list[PostOnboardingWorkflowsBodyRequiredDocumentsItem] | Unset): Document types in order;
                individual:<TYPE> or business:<TYPE> for one entity type
     """

    name: str
    required_fields: list[PostOnboardingWorkflowsBodyRequiredFieldsItem] | Unset = UNSET
    required_documents: list[PostOnboardingWorkflowsBodyRequiredDocumentsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        required_fields: list[str] | Unset = UNSET
        if not isinstance(self.required_fields, Unset):
            required_fields = []
            for required_fields_item_data in self.required_fields:
                required_fields_item = required_fields_item_data.value
                required_fields.append(required_fields_item)



        required_documents: list[str] | Unset = UNSET
        if not isinstance(self.required_documents, Unset):
            required_documents = []
            for required_documents_item_data in self.required_documents:
                required_documents_item = required_documents_item_data.value
                required_documents.append(required_documents_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if required_fields is not UNSET:
            field_dict["requiredFields"] = required_fields
        if required_documents is not UNSET:
            field_dict["requiredDocuments"] = required_documents

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _required_fields = d.pop("requiredFields", UNSET)
        required_fields: list[PostOnboardingWorkflowsBodyRequiredFieldsItem] | Unset = UNSET
        if _required_fields is not UNSET:
            required_fields = []
            for required_fields_item_data in _required_fields:
                required_fields_item = PostOnboardingWorkflowsBodyRequiredFieldsItem(required_fields_item_data)



                required_fields.append(required_fields_item)


        _required_documents = d.pop("requiredDocuments", UNSET)
        required_documents: list[PostOnboardingWorkflowsBodyRequiredDocumentsItem] | Unset = UNSET
        if _required_documents is not UNSET:
            required_documents = []
            for required_documents_item_data in _required_documents:
                required_documents_item = PostOnboardingWorkflowsBodyRequiredDocumentsItem(required_documents_item_data)



                required_documents.append(required_documents_item)


        post_onboarding_workflows_body = cls(
            name=name,
            required_fields=required_fields,
            required_documents=required_documents,
        )

        return post_onboarding_workflows_body

