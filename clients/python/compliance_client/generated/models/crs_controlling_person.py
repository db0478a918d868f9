from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.crs_controlling_person_type import CrsControllingPersonType






T = TypeVar("T", bound="CrsControllingPerson")



@_attrs_define
class CrsControllingPerson:
    """ A controlling person CRS reports for a passive NFE, with its CtrlgPersonType

        Attributes:
            person_node_id (str): The person's node
            type_ (CrsControllingPersonType): CRS801-803 for a legal person, CRS804-807 a trust's settlor, trustee,
                protector, beneficiary
     """

    person_node_id: str
    type_: CrsControllingPersonType





    def to_dict(self) -> dict[str, Any]:
        person_node_id = self.person_node_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "personNodeId": person_node_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        person_node_id = d.pop("personNodeId")

        type_ = CrsControllingPersonType(d.pop("type"))




        crs_controlling_person = cls(
            person_node_id=person_node_id,
            type_=type_,
        )

        return crs_controlling_person

