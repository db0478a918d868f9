from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_subject_type_0_entity_type import DocumentSubjectType0EntityType






T = TypeVar("T", bound="DocumentSubjectType0")



@_attrs_define
class DocumentSubjectType0:
    """ 
        Attributes:
            entity_key (str):
            name (str):
            entity_type (DocumentSubjectType0EntityType):
     """

    entity_key: str
    name: str
    entity_type: DocumentSubjectType0EntityType





    def to_dict(self) -> dict[str, Any]:
        entity_key = self.entity_key

        name = self.name

        entity_type = self.entity_type.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entityKey": entity_key,
            "name": name,
            "entityType": entity_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_key = d.pop("entityKey")

        name = d.pop("name")

        entity_type = DocumentSubjectType0EntityType(d.pop("entityType"))




        document_subject_type_0 = cls(
            entity_key=entity_key,
            name=name,
            entity_type=entity_type,
        )

        return document_subject_type_0

