from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_summary_hidden_source_type_0 import DocumentSummaryHiddenSourceType0
from ..models.document_summary_type import DocumentSummaryType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.validation import Validation





T = TypeVar("T", bound="DocumentSummary")



@_attrs_define
class DocumentSummary:
    """ 
        Attributes:
            id (str):
            type_ (DocumentSummaryType):
            title (str): Human-readable label of the type
            file_name (str):
            content_type (str):
            url (None | str): Signed afresh on every read, valid about 7 days; null when no object is stored
            hidden (bool):
            hidden_source (DocumentSummaryHiddenSourceType0 | None): CLIENT: hidden by the customer; SERVICE: hidden by the
                operator or with no recorded source; null while visible
            replaced (bool):
            validations (list[Validation]):
            created_at (datetime.datetime):
     """

    id: str
    type_: DocumentSummaryType
    title: str
    file_name: str
    content_type: str
    url: None | str
    hidden: bool
    hidden_source: DocumentSummaryHiddenSourceType0 | None
    replaced: bool
    validations: list[Validation]
    created_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from ..models.validation import Validation # noqa: PLC0415
        id = self.id

        type_ = self.type_.value

        title = self.title

        file_name = self.file_name

        content_type = self.content_type

        url: None | str
        url = self.url

        hidden = self.hidden

        hidden_source: None | str
        if isinstance(self.hidden_source, DocumentSummaryHiddenSourceType0):
            hidden_source = self.hidden_source.value
        else:
            hidden_source = self.hidden_source

        replaced = self.replaced

        validations = []
        for validations_item_data in self.validations:
            validations_item = validations_item_data.to_dict()
            validations.append(validations_item)



        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "title": title,
            "fileName": file_name,
            "contentType": content_type,
            "url": url,
            "hidden": hidden,
            "hiddenSource": hidden_source,
            "replaced": replaced,
            "validations": validations,
            "createdAt": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.validation import Validation # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = DocumentSummaryType(d.pop("type"))




        title = d.pop("title")

        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


        hidden = d.pop("hidden")

        def _parse_hidden_source(data: object) -> DocumentSummaryHiddenSourceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hidden_source_type_0 = DocumentSummaryHiddenSourceType0(data)



                return hidden_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DocumentSummaryHiddenSourceType0 | None, data)

        hidden_source = _parse_hidden_source(d.pop("hiddenSource"))


        replaced = d.pop("replaced")

        validations = []
        _validations = d.pop("validations")
        for validations_item_data in (_validations):
            validations_item = Validation.from_dict(validations_item_data)



            validations.append(validations_item)


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        document_summary = cls(
            id=id,
            type_=type_,
            title=title,
            file_name=file_name,
            content_type=content_type,
            url=url,
            hidden=hidden,
            hidden_source=hidden_source,
            replaced=replaced,
            validations=validations,
            created_at=created_at,
        )

        return document_summary

