from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_exports_body_fatca_accounts_item_acct_holder_type import PostExportsBodyFatcaAccountsItemAcctHolderType
from ..models.post_exports_body_fatca_accounts_item_doc_type_indic import PostExportsBodyFatcaAccountsItemDocTypeIndic
from ..models.post_exports_body_fatca_accounts_item_missing_tin_code import PostExportsBodyFatcaAccountsItemMissingTinCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_exports_body_fatca_accounts_item_payments_item import PostExportsBodyFatcaAccountsItemPaymentsItem





T = TypeVar("T", bound="PostExportsBodyFatcaAccountsItem")



@_attrs_define
class PostExportsBodyFatcaAccountsItem:
    """ 
        Attributes:
            application_id (str): The application whose account this is
            account_number (str | Unset): Account number at the FI; left out: {{FATCA:ACCOUNT_NUMBER}}
            balance (str | Unset): Balance or value at the end of the period; left out: {{FATCA:ACCOUNT_BALANCE}}
            currency (str | Unset): ISO 4217 code of the balance; left out: {{FATCA:CURRENCY_CODE}}
            payments (list[PostExportsBodyFatcaAccountsItemPaymentsItem] | Unset): Payments in the period; left out: none
                written
            account_closed (bool | Unset): Whether the account was closed in the period
            pre_existing (bool | Unset): Whether the account existed before the FI's FATCA start (30 June 2014 under the
                IGAs); decides which missing-TIN codes may be used. Default false
            missing_tin_code (PostExportsBodyFatcaAccountsItemMissingTinCode | Unset): The IRS code written for the holder's
                US TIN when none is on file (IRS FATCA FAQs Reporting Q6, Notice 2023-11); refused when it does not fit the
                account (docs/tax-reporting.md)
            acct_holder_type (PostExportsBodyFatcaAccountsItemAcctHolderType | Unset): An entity account's FATCA
                classification as its W-8BEN-E / W-8IMY states it: FATCA102 a passive NFFE (reported with its US controlling
                persons), FATCA104 a specified US person, …; left out: FATCA104 when the entity is itself a US person
            doc_type_indic (PostExportsBodyFatcaAccountsItemDocTypeIndic | Unset): FATCA1 new (default); FATCA2 corrected,
                FATCA3 void, FATCA4 amended: then corrDocRefId names the filed record
            corr_doc_ref_id (str | Unset): FATCA2–4: the DocRefId of the record filed before (in an earlier FATCA_XML export
                of this account) that this one corrects, voids or amends
     """

    application_id: str
    account_number: str | Unset = UNSET
    balance: str | Unset = UNSET
    currency: str | Unset = UNSET
    payments: list[PostExportsBodyFatcaAccountsItemPaymentsItem] | Unset = UNSET
    account_closed: bool | Unset = UNSET
    pre_existing: bool | Unset = UNSET
    missing_tin_code: PostExportsBodyFatcaAccountsItemMissingTinCode | Unset = UNSET
    acct_holder_type: PostExportsBodyFatcaAccountsItemAcctHolderType | Unset = UNSET
    doc_type_indic: PostExportsBodyFatcaAccountsItemDocTypeIndic | Unset = UNSET
    corr_doc_ref_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_exports_body_fatca_accounts_item_payments_item import PostExportsBodyFatcaAccountsItemPaymentsItem # noqa: PLC0415
        application_id = self.application_id

        account_number = self.account_number

        balance = self.balance

        currency = self.currency

        payments: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.payments, Unset):
            payments = []
            for payments_item_data in self.payments:
                payments_item = payments_item_data.to_dict()
                payments.append(payments_item)



        account_closed = self.account_closed

        pre_existing = self.pre_existing

        missing_tin_code: str | Unset = UNSET
        if not isinstance(self.missing_tin_code, Unset):
            missing_tin_code = self.missing_tin_code.value


        acct_holder_type: str | Unset = UNSET
        if not isinstance(self.acct_holder_type, Unset):
            acct_holder_type = self.acct_holder_type.value


        doc_type_indic: str | Unset = UNSET
        if not isinstance(self.doc_type_indic, Unset):
            doc_type_indic = self.doc_type_indic.value


        corr_doc_ref_id = self.corr_doc_ref_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
        })
        if account_number is not UNSET:
            field_dict["accountNumber"] = account_number
        if balance is not UNSET:
            field_dict["balance"] = balance
        if currency is not UNSET:
            field_dict["currency"] = currency
        if payments is not UNSET:
            field_dict["payments"] = payments
        if account_closed is not UNSET:
            field_dict["accountClosed"] = account_closed
        if pre_existing is not UNSET:
            field_dict["preExisting"] = pre_existing
        if missing_tin_code is not UNSET:
            field_dict["missingTinCode"] = missing_tin_code
        if acct_holder_type is not UNSET:
            field_dict["acctHolderType"] = acct_holder_type
        if doc_type_indic is not UNSET:
            field_dict["docTypeIndic"] = doc_type_indic
        if corr_doc_ref_id is not UNSET:
            field_dict["corrDocRefId"] = corr_doc_ref_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_exports_body_fatca_accounts_item_payments_item import PostExportsBodyFatcaAccountsItemPaymentsItem # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        account_number = d.pop("accountNumber", UNSET)

        balance = d.pop("balance", UNSET)

        currency = d.pop("currency", UNSET)

        _payments = d.pop("payments", UNSET)
        payments: list[PostExportsBodyFatcaAccountsItemPaymentsItem] | Unset = UNSET
        if _payments is not UNSET:
            payments = []
            for payments_item_data in _payments:
                payments_item = PostExportsBodyFatcaAccountsItemPaymentsItem.from_dict(payments_item_data)



                payments.append(payments_item)


        account_closed = d.pop("accountClosed", UNSET)

        pre_existing = d.pop("preExisting", UNSET)

        _missing_tin_code = d.pop("missingTinCode", UNSET)
        missing_tin_code: PostExportsBodyFatcaAccountsItemMissingTinCode | Unset
        if isinstance(_missing_tin_code,  Unset):
            missing_tin_code = UNSET
        else:
            missing_tin_code = PostExportsBodyFatcaAccountsItemMissingTinCode(_missing_tin_code)




        _acct_holder_type = d.pop("acctHolderType", UNSET)
        acct_holder_type: PostExportsBodyFatcaAccountsItemAcctHolderType | Unset
        if isinstance(_acct_holder_type,  Unset):
            acct_holder_type = UNSET
        else:
            acct_holder_type = PostExportsBodyFatcaAccountsItemAcctHolderType(_acct_holder_type)




        _doc_type_indic = d.pop("docTypeIndic", UNSET)
        doc_type_indic: PostExportsBodyFatcaAccountsItemDocTypeIndic | Unset
        if isinstance(_doc_type_indic,  Unset):
            doc_type_indic = UNSET
        else:
            doc_type_indic = PostExportsBodyFatcaAccountsItemDocTypeIndic(_doc_type_indic)




        corr_doc_ref_id = d.pop("corrDocRefId", UNSET)

        post_exports_body_fatca_accounts_item = cls(
            application_id=application_id,
            account_number=account_number,
            balance=balance,
            currency=currency,
            payments=payments,
            account_closed=account_closed,
            pre_existing=pre_existing,
            missing_tin_code=missing_tin_code,
            acct_holder_type=acct_holder_type,
            doc_type_indic=doc_type_indic,
            corr_doc_ref_id=corr_doc_ref_id,
        )

        return post_exports_body_fatca_accounts_item

