from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_exports_body_format import PostExportsBodyFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PostExportsBody")



@_attrs_define
class PostExportsBody:
    """ 
        Attributes:
            format_ (PostExportsBodyFormat): CRS_XML, JSON or CSV
            application_ids (list[str] | Unset): Applications to export, in this order; absent: every application of the
                account. Unknown ids and other accounts' land in failedApplicationIds
     """

    format_: PostExportsBodyFormat
    application_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        application_ids: list[str] | Unset = UNSET
        if not isinstance(self.application_ids, Unset):
            application_ids = self.application_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
        })
        if application_ids is not UNSET:
            field_dict["applicationIds"] = application_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        format_ = PostExportsBodyFormat(d.pop("format"))




        application_ids = cast(list[str], d.pop("applicationIds", UNSET))


        post_exports_body = cls(
            format_=format_,
            application_ids=application_ids,
        )

        return post_exports_body

