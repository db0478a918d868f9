from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_exports_body_format import PostExportsBodyFormat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_exports_body_fatca import PostExportsBodyFatca





T = TypeVar("T", bound="PostExportsBody")



@_attrs_define
class PostExportsBody:
    """ 
        Attributes:
            format_ (PostExportsBodyFormat): CRS_XML, JSON, CSV, or FATCA_XML (one IRS FATCA_OECD message; needs `fatca` and
                the account's reporting FI, GET /settings/fatca-reporting-fi)
            application_ids (list[str] | Unset): Applications to export, in this order; absent: every application of the
                account. Unknown ids and other accounts' land in failedApplicationIds
            fatca (PostExportsBodyFatca | Unset): FATCA_XML only: the reporting period and the administrator's account data,
                corrections and voids (docs/tax-reporting.md); refused with any other format
     """

    format_: PostExportsBodyFormat
    application_ids: list[str] | Unset = UNSET
    fatca: PostExportsBodyFatca | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_exports_body_fatca import PostExportsBodyFatca # noqa: PLC0415
        format_ = self.format_.value

        application_ids: list[str] | Unset = UNSET
        if not isinstance(self.application_ids, Unset):
            application_ids = self.application_ids



        fatca: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fatca, Unset):
            fatca = self.fatca.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
        })
        if application_ids is not UNSET:
            field_dict["applicationIds"] = application_ids
        if fatca is not UNSET:
            field_dict["fatca"] = fatca

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_exports_body_fatca import PostExportsBodyFatca # noqa: PLC0415
        d = dict(src_dict)
        format_ = PostExportsBodyFormat(d.pop("format"))




        application_ids = cast(list[str], d.pop("applicationIds", UNSET))


        _fatca = d.pop("fatca", UNSET)
        fatca: PostExportsBodyFatca | Unset
        if isinstance(_fatca,  Unset):
            fatca = UNSET
        else:
            fatca = PostExportsBodyFatca.from_dict(_fatca)




        post_exports_body = cls(
            format_=format_,
            application_ids=application_ids,
            fatca=fatca,
        )

        return post_exports_body

