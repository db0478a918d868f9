from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_documents_body_sub_type import PostDocumentsBodySubType
from ..models.post_documents_body_supplied_by import PostDocumentsBodySuppliedBy
from ..models.post_documents_body_type import PostDocumentsBodyType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_documents_body_additional_info_request import PostDocumentsBodyAdditionalInfoRequest
  from ..models.post_documents_body_metadata import PostDocumentsBodyMetadata
  from ..models.post_documents_body_subject import PostDocumentsBodySubject





T = TypeVar("T", bound="PostDocumentsBody")



@_attrs_define
class PostDocumentsBody:
    """ 
        Attributes:
            application_id (str): The application of the caller's account the document belongs to
            type_ (PostDocumentsBodyType): The document type (spec 2.4.1)
            file_name (str): The file's name as the reviewer sees it
            key (str): The key POST /api/v1/documents/uploads (createDocumentUpload) returned, after the bytes were PUT to
                its URL
            content_type (str): The file's MIME type, e.g. application/pdf
            sub_type (PostDocumentsBodySubType | Unset): For identity documents: PASSPORT, DRIVING_LICENSE or ID_CARD
            subject (PostDocumentsBodySubject | Unset): The key person (chain entity) the document is about, if not the
                applicant
            additional_info_request (PostDocumentsBodyAdditionalInfoRequest | Unset): The additional-information request the
                document answers, if any
            metadata (PostDocumentsBodyMetadata | Unset): Free-form metadata stored with the document; on a W_8_BEN_E or
                W_8_IMY, `fatca: { chapter4Status, giin }` states the entity's FATCA classification as the form does (checked:
                docs/tax-reporting.md)
            supplied_by (PostDocumentsBodySuppliedBy | Unset): APPLICANT when the applicant supplied the file (addedBy is
                then null); default PLATFORM_USER
     """

    application_id: str
    type_: PostDocumentsBodyType
    file_name: str
    key: str
    content_type: str
    sub_type: PostDocumentsBodySubType | Unset = UNSET
    subject: PostDocumentsBodySubject | Unset = UNSET
    additional_info_request: PostDocumentsBodyAdditionalInfoRequest | Unset = UNSET
    metadata: PostDocumentsBodyMetadata | Unset = UNSET
    supplied_by: PostDocumentsBodySuppliedBy | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_documents_body_additional_info_request import PostDocumentsBodyAdditionalInfoRequest # noqa: PLC0415
        from ..models.post_documents_body_metadata import PostDocumentsBodyMetadata # noqa: PLC0415
        from ..models.post_documents_body_subject import PostDocumentsBodySubject # noqa: PLC0415
        application_id = self.application_id

        type_ = self.type_.value

        file_name = self.file_name

        key = self.key

        content_type = self.content_type

        sub_type: str | Unset = UNSET
        if not isinstance(self.sub_type, Unset):
            sub_type = self.sub_type.value


        subject: dict[str, Any] | Unset = UNSET
        if not isinstance(self.subject, Unset):
            subject = self.subject.to_dict()

        additional_info_request: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional_info_request, Unset):
            additional_info_request = self.additional_info_request.to_dict()

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        supplied_by: str | Unset = UNSET
        if not isinstance(self.supplied_by, Unset):
            supplied_by = self.supplied_by.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "type": type_,
            "fileName": file_name,
            "key": key,
            "contentType": content_type,
        })
        if sub_type is not UNSET:
            field_dict["subType"] = sub_type
        if subject is not UNSET:
            field_dict["subject"] = subject
        if additional_info_request is not UNSET:
            field_dict["additionalInfoRequest"] = additional_info_request
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if supplied_by is not UNSET:
            field_dict["suppliedBy"] = supplied_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_documents_body_additional_info_request import PostDocumentsBodyAdditionalInfoRequest # noqa: PLC0415
        from ..models.post_documents_body_metadata import PostDocumentsBodyMetadata # noqa: PLC0415
        from ..models.post_documents_body_subject import PostDocumentsBodySubject # noqa: PLC0415
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        type_ = PostDocumentsBodyType(d.pop("type"))




        file_name = d.pop("fileName")

        key = d.pop("key")

        content_type = d.pop("contentType")

        _sub_type = d.pop("subType", UNSET)
        sub_type: PostDocumentsBodySubType | Unset
        if isinstance(_sub_type,  Unset):
            sub_type = UNSET
        else:
            sub_type = PostDocumentsBodySubType(_sub_type)




        _subject = d.pop("subject", UNSET)
        subject: PostDocumentsBodySubject | Unset
        if isinstance(_subject,  Unset):
            subject = UNSET
        else:
            subject = PostDocumentsBodySubject.from_dict(_subject)




        _additional_info_request = d.pop("additionalInfoRequest", UNSET)
        additional_info_request: PostDocumentsBodyAdditionalInfoRequest | Unset
        if isinstance(_additional_info_request,  Unset):
            additional_info_request = UNSET
        else:
            additional_info_request = PostDocumentsBodyAdditionalInfoRequest.from_dict(_additional_info_request)




        _metadata = d.pop("metadata", UNSET)
        metadata: PostDocumentsBodyMetadata | Unset
        if isinstance(_metadata,  Unset):
            metadata = UNSET
        else:
            metadata = PostDocumentsBodyMetadata.from_dict(_metadata)




        _supplied_by = d.pop("suppliedBy", UNSET)
        supplied_by: PostDocumentsBodySuppliedBy | Unset
        if isinstance(_supplied_by,  Unset):
            supplied_by = UNSET
        else:
            supplied_by = PostDocumentsBodySuppliedBy(_supplied_by)




        post_documents_body = cls(
            application_id=application_id,
            type_=type_,
            file_name=file_name,
            key=key,
            content_type=content_type,
            sub_type=sub_type,
            subject=subject,
            additional_info_request=additional_info_request,
            metadata=metadata,
            supplied_by=supplied_by,
        )

        return post_documents_body

