from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PostApplicationsIdOwnershipChartUrlBody")



@_attrs_define
class PostApplicationsIdOwnershipChartUrlBody:
    """ 
        Attributes:
            max_nodes (int | Unset): Nodes drawn before the rest are grouped per layer (default 40)
            expires_in_seconds (int | Unset): How long the URL serves the chart (default 300)
     """

    max_nodes: int | Unset = UNSET
    expires_in_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        max_nodes = self.max_nodes

        expires_in_seconds = self.expires_in_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if max_nodes is not UNSET:
            field_dict["maxNodes"] = max_nodes
        if expires_in_seconds is not UNSET:
            field_dict["expiresInSeconds"] = expires_in_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_nodes = d.pop("maxNodes", UNSET)

        expires_in_seconds = d.pop("expiresInSeconds", UNSET)

        post_applications_id_ownership_chart_url_body = cls(
            max_nodes=max_nodes,
            expires_in_seconds=expires_in_seconds,
        )

        return post_applications_id_ownership_chart_url_body

