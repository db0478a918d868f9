from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PostMigrationsJsonBodyComplianceChecks")



@_attrs_define
class PostMigrationsJsonBodyComplianceChecks:
    """ The checks to run on the applications created; each off unless set

        Attributes:
            screening (bool | Unset): Screen the key persons Default: False.
            id_verification (bool | Unset): Verify identity documents with a vendor Default: False.
            kyc_data_verification (bool | Unset): Check individuals' data against the workflow's required fields Default:
                False.
            kyb_data_verification (bool | Unset): Check businesses' data against the workflow's required fields Default:
                False.
     """

    screening: bool | Unset = False
    id_verification: bool | Unset = False
    kyc_data_verification: bool | Unset = False
    kyb_data_verification: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        screening = self.screening

        id_verification = self.id_verification

        kyc_data_verification = self.kyc_data_verification

        kyb_data_verification = self.kyb_data_verification


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if screening is not UNSET:
            field_dict["screening"] = screening
        if id_verification is not UNSET:
            field_dict["idVerification"] = id_verification
        if kyc_data_verification is not UNSET:
            field_dict["kycDataVerification"] = kyc_data_verification
        if kyb_data_verification is not UNSET:
            field_dict["kybDataVerification"] = kyb_data_verification

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        screening = d.pop("screening", UNSET)

        id_verification = d.pop("idVerification", UNSET)

        kyc_data_verification = d.pop("kycDataVerification", UNSET)

        kyb_data_verification = d.pop("kybDataVerification", UNSET)

        post_migrations_json_body_compliance_checks = cls(
            screening=screening,
            id_verification=id_verification,
            kyc_data_verification=kyc_data_verification,
            kyb_data_verification=kyb_data_verification,
        )

        return post_migrations_json_body_compliance_checks

