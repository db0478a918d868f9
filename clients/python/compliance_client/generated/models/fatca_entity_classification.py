from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fatca_entity_classification_chapter_4_status import FatcaEntityClassificationChapter4Status
from typing import cast






T = TypeVar("T", bound="FatcaEntityClassification")



@_attrs_define
class FatcaEntityClassification:
    """ An entity's FATCA classification, read from the latest W-8BEN-E or W-8IMY on file whose metadata.fatca states it
    (else a W-9: a specified US person)

        Attributes:
            chapter_4_status (FatcaEntityClassificationChapter4Status): The status the form states
            giin (None | str): The GIIN the form gives (line 9a), for a status that has one
            acct_holder_type (None | str): The AcctHolderType a FATCA_XML export writes for the account (FATCA101–FATCA104);
                null: the account is not reported
            document_id (str): The form it was read from
            document_type (str): W_8_BEN_E, W_8_IMY or W_9
            reasons (list[str]): Where it comes from and what it means for the report, one sentence each
     """

    chapter_4_status: FatcaEntityClassificationChapter4Status
    giin: None | str
    acct_holder_type: None | str
    document_id: str
    document_type: str
    reasons: list[str]





    def to_dict(self) -> dict[str, Any]:
        chapter_4_status = self.chapter_4_status.value

        giin: None | str
        giin = self.giin

        acct_holder_type: None | str
        acct_holder_type = self.acct_holder_type

        document_id = self.document_id

        document_type = self.document_type

        reasons = self.reasons




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chapter4Status": chapter_4_status,
            "giin": giin,
            "acctHolderType": acct_holder_type,
            "documentId": document_id,
            "documentType": document_type,
            "reasons": reasons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chapter_4_status = FatcaEntityClassificationChapter4Status(d.pop("chapter4Status"))




        def _parse_giin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        giin = _parse_giin(d.pop("giin"))


        def _parse_acct_holder_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        acct_holder_type = _parse_acct_holder_type(d.pop("acctHolderType"))


        document_id = d.pop("documentId")

        document_type = d.pop("documentType")

        reasons = cast(list[str], d.pop("reasons"))


        fatca_entity_classification = cls(
            chapter_4_status=chapter_4_status,
            giin=giin,
            acct_holder_type=acct_holder_type,
            document_id=document_id,
            document_type=document_type,
            reasons=reasons,
        )

        return fatca_entity_classification

