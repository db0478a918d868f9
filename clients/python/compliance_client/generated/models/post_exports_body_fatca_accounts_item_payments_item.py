from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_exports_body_fatca_accounts_item_payments_item_type import PostExportsBodyFatcaAccountsItemPaymentsItemType






T = TypeVar("T", bound="PostExportsBodyFatcaAccountsItemPaymentsItem")



@_attrs_define
class PostExportsBodyFatcaAccountsItemPaymentsItem:
    """ 
        Attributes:
            type_ (PostExportsBodyFatcaAccountsItemPaymentsItemType): FATCA501 dividends, FATCA502 interest, FATCA503 gross
                proceeds, FATCA504 other
            amount (str): Amount paid in the period
            currency (str): ISO 4217 code of the amount
     """

    type_: PostExportsBodyFatcaAccountsItemPaymentsItemType
    amount: str
    currency: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        amount = self.amount

        currency = self.currency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "amount": amount,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PostExportsBodyFatcaAccountsItemPaymentsItemType(d.pop("type"))




        amount = d.pop("amount")

        currency = d.pop("currency")

        post_exports_body_fatca_accounts_item_payments_item = cls(
            type_=type_,
            amount=amount,
            currency=currency,
        )

        return post_exports_body_fatca_accounts_item_payments_item

