from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_applications_id_ownership_edges_edge_id_body_role import PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchApplicationsIdOwnershipEdgesEdgeIdBody")



@_attrs_define
class PatchApplicationsIdOwnershipEdgesEdgeIdBody:
    """ 
        Attributes:
            percent (float | Unset): The share held, above 0 and at most 100 (OWNERSHIP and VOTING); 0 is refused with 400
            percent_low (float | Unset): A range's low end, 0 to 100, with percentHigh (a register saying 25-50 %)
            percent_high (float | Unset): A range's high end, above 0 and at most 100, with percentLow
            role (PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole | Unset): CONTROL only: how the holder controls (director,
                senior managing official, power of attorney, nominee, a trust's settlor, trustee, protector or beneficiary)
            source_document_id (None | str | Unset): The document that evidences it; null clears it
     """

    percent: float | Unset = UNSET
    percent_low: float | Unset = UNSET
    percent_high: float | Unset = UNSET
    role: PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole | Unset = UNSET
    source_document_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        percent = self.percent

        percent_low = self.percent_low

        percent_high = self.percent_high

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value


        source_document_id: None | str | Unset
        if isinstance(self.source_document_id, Unset):
            source_document_id = UNSET
        else:
            source_document_id = self.source_document_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if percent is not UNSET:
            field_dict["percent"] = percent
        if percent_low is not UNSET:
            field_dict["percentLow"] = percent_low
        if percent_high is not UNSET:
            field_dict["percentHigh"] = percent_high
        if role is not UNSET:
            field_dict["role"] = role
        if source_document_id is not UNSET:
            field_dict["sourceDocumentId"] = source_document_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        percent = d.pop("percent", UNSET)

        percent_low = d.pop("percentLow", UNSET)

        percent_high = d.pop("percentHigh", UNSET)

        _role = d.pop("role", UNSET)
        role: PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole(_role)




        def _parse_source_document_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_document_id = _parse_source_document_id(d.pop("sourceDocumentId", UNSET))


        patch_applications_id_ownership_edges_edge_id_body = cls(
            percent=percent,
            percent_low=percent_low,
            percent_high=percent_high,
            role=role,
            source_document_id=source_document_id,
        )

        return patch_applications_id_ownership_edges_edge_id_body

