from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.us_indicium_kind import UsIndiciumKind
from typing import cast






T = TypeVar("T", bound="UsIndicium")



@_attrs_define
class UsIndicium:
    """ A US indicium of the account holder, where it was read and whether the documents on file cure it

        Attributes:
            kind (UsIndiciumKind): What it is
            source (str): The field it was read from: Individual.nationality, Business.tins, …
            subject_id (str): The key person (individual or business) holding that field
            value (str): The value as stored
            cured (bool): Whether the documents on file cure it
            missing_documents (list[str]): Document types still needed to cure it (none once cured)
     """

    kind: UsIndiciumKind
    source: str
    subject_id: str
    value: str
    cured: bool
    missing_documents: list[str]





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        source = self.source

        subject_id = self.subject_id

        value = self.value

        cured = self.cured

        missing_documents = self.missing_documents




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "source": source,
            "subjectId": subject_id,
            "value": value,
            "cured": cured,
            "missingDocuments": missing_documents,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = UsIndiciumKind(d.pop("kind"))




        source = d.pop("source")

        subject_id = d.pop("subjectId")

        value = d.pop("value")

        cured = d.pop("cured")

        missing_documents = cast(list[str], d.pop("missingDocuments"))


        us_indicium = cls(
            kind=kind,
            source=source,
            subject_id=subject_id,
            value=value,
            cured=cured,
            missing_documents=missing_documents,
        )

        return us_indicium

