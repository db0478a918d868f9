from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_exports_body_fatca_accounts_item import PostExportsBodyFatcaAccountsItem





T = TypeVar("T", bound="PostExportsBodyFatca")



@_attrs_define
class PostExportsBodyFatca:
    """ FATCA_XML only: the reporting period and the administrator's account data, corrections and voids (docs/tax-
    reporting.md); refused with any other format

        Attributes:
            reporting_period (str): The last day of the calendar year reported, e.g. 2025-12-31
            accounts (list[PostExportsBodyFatcaAccountsItem] | Unset): The administrator's figures per application (and
                corrections); an application without an entry is reported with placeholders
     """

    reporting_period: str
    accounts: list[PostExportsBodyFatcaAccountsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_exports_body_fatca_accounts_item import PostExportsBodyFatcaAccountsItem # noqa: PLC0415
        reporting_period = self.reporting_period

        accounts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.accounts, Unset):
            accounts = []
            for accounts_item_data in self.accounts:
                accounts_item = accounts_item_data.to_dict()
                accounts.append(accounts_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reportingPeriod": reporting_period,
        })
        if accounts is not UNSET:
            field_dict["accounts"] = accounts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_exports_body_fatca_accounts_item import PostExportsBodyFatcaAccountsItem # noqa: PLC0415
        d = dict(src_dict)
        reporting_period = d.pop("reportingPeriod")

        _accounts = d.pop("accounts", UNSET)
        accounts: list[PostExportsBodyFatcaAccountsItem] | Unset = UNSET
        if _accounts is not UNSET:
            accounts = []
            for accounts_item_data in _accounts:
                accounts_item = PostExportsBodyFatcaAccountsItem.from_dict(accounts_item_data)



                accounts.append(accounts_item)


        post_exports_body_fatca = cls(
            reporting_period=reporting_period,
            accounts=accounts,
        )

        return post_exports_body_fatca

