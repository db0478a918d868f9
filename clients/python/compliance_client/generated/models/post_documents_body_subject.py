from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_documents_body_subject_entity_type import PostDocumentsBodySubjectEntityType






T = TypeVar("T", bound="PostDocumentsBodySubject")



@_attrs_define
class PostDocumentsBodySubject:
    """ The key person (chain entity) the document is about, if not the applicant

        Attributes:
            name (str): The key person's name, as stated in the source document
            entity_type (PostDocumentsBodySubjectEntityType): business or individual
     """

    name: str
    entity_type: PostDocumentsBodySubjectEntityType





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        entity_type = self.entity_type.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "entityType": entity_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        entity_type = PostDocumentsBodySubjectEntityType(d.pop("entityType"))




        post_documents_body_subject = cls(
            name=name,
            entity_type=entity_type,
        )

        return post_documents_body_subject

