from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="AccountAuditVerification")



@_attrs_define
class AccountAuditVerification:
    """ Whether the account's audit trail verifies from its first entry: every seq in place, every hash recomputed and
    chained

        Attributes:
            verified (bool): True when every entry verifies
            entries (int): How many entries the trail holds
            first_broken_seq (int | None): The seq of the first entry that no longer verifies (altered, removed or
                reordered); null when verified
     """

    verified: bool
    entries: int
    first_broken_seq: int | None





    def to_dict(self) -> dict[str, Any]:
        verified = self.verified

        entries = self.entries

        first_broken_seq: int | None
        first_broken_seq = self.first_broken_seq


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "verified": verified,
            "entries": entries,
            "firstBrokenSeq": first_broken_seq,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        verified = d.pop("verified")

        entries = d.pop("entries")

        def _parse_first_broken_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_broken_seq = _parse_first_broken_seq(d.pop("firstBrokenSeq"))


        account_audit_verification = cls(
            verified=verified,
            entries=entries,
            first_broken_seq=first_broken_seq,
        )

        return account_audit_verification

