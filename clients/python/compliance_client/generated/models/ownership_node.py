from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ownership_node_kind import OwnershipNodeKind
from typing import cast

if TYPE_CHECKING:
  from ..models.ownership_node_screening import OwnershipNodeScreening





T = TypeVar("T", bound="OwnershipNode")



@_attrs_define
class OwnershipNode:
    """ A person, entity or arrangement of an ownership structure

        Attributes:
            id (str): The id REST uses
            key (str): What documents' subject.entityKey names it by
            kind (OwnershipNodeKind): What it is
            name (str): Its name
            country (None | str): Residence or registration (ISO 3166-1 alpha-2)
            applicant (bool): The node the structure is about
            individual_id (None | str): The individual key person it is, if any
            business_id (None | str): The business key person it is, if any
            document_ids (list[str]): The application's documents about it (their subject.entityKey is its key)
            screening (OwnershipNodeScreening): A node's screening against the watchlists: its state and its hits (its own
                and, when tied to a key person, that person's: the worse counts)
     """

    id: str
    key: str
    kind: OwnershipNodeKind
    name: str
    country: None | str
    applicant: bool
    individual_id: None | str
    business_id: None | str
    document_ids: list[str]
    screening: OwnershipNodeScreening





    def to_dict(self) -> dict[str, Any]:
        from ..models.ownership_node_screening import OwnershipNodeScreening # noqa: PLC0415
        id = self.id

        key = self.key

        kind = self.kind.value

        name = self.name

        country: None | str
        country = self.country

        applicant = self.applicant

        individual_id: None | str
        individual_id = self.individual_id

        business_id: None | str
        business_id = self.business_id

        document_ids = self.document_ids



        screening = self.screening.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "key": key,
            "kind": kind,
            "name": name,
            "country": country,
            "applicant": applicant,
            "individualId": individual_id,
            "businessId": business_id,
            "documentIds": document_ids,
            "screening": screening,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ownership_node_screening import OwnershipNodeScreening # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        key = d.pop("key")

        kind = OwnershipNodeKind(d.pop("kind"))




        name = d.pop("name")

        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        applicant = d.pop("applicant")

        def _parse_individual_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        individual_id = _parse_individual_id(d.pop("individualId"))


        def _parse_business_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        business_id = _parse_business_id(d.pop("businessId"))


        document_ids = cast(list[str], d.pop("documentIds"))


        screening = OwnershipNodeScreening.from_dict(d.pop("screening"))




        ownership_node = cls(
            id=id,
            key=key,
            kind=kind,
            name=name,
            country=country,
            applicant=applicant,
            individual_id=individual_id,
            business_id=business_id,
            document_ids=document_ids,
            screening=screening,
        )

        return ownership_node

