from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MigrationComplianceChecks")



@_attrs_define
class MigrationComplianceChecks:
    """ The checks run on the created applications

        Attributes:
            screening (bool): Screen the key persons against sanctions, PEP, warning and adverse-media sources
            id_verification (bool): Verify identity documents with a vendor (none is configured here: the item says so)
            kyc_data_verification (bool): Check individuals' data against the onboarding workflow's required fields
            kyb_data_verification (bool): Check businesses' data against the onboarding workflow's required fields
     """

    screening: bool
    id_verification: bool
    kyc_data_verification: bool
    kyb_data_verification: bool





    def to_dict(self) -> dict[str, Any]:
        screening = self.screening

        id_verification = self.id_verification

        kyc_data_verification = self.kyc_data_verification

        kyb_data_verification = self.kyb_data_verification


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "screening": screening,
            "idVerification": id_verification,
            "kycDataVerification": kyc_data_verification,
            "kybDataVerification": kyb_data_verification,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        screening = d.pop("screening")

        id_verification = d.pop("idVerification")

        kyc_data_verification = d.pop("kycDataVerification")

        kyb_data_verification = d.pop("kybDataVerification")

        migration_compliance_checks = cls(
            screening=screening,
            id_verification=id_verification,
            kyc_data_verification=kyc_data_verification,
            kyb_data_verification=kyb_data_verification,
        )

        return migration_compliance_checks

