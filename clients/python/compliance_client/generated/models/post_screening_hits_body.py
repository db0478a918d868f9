from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_screening_hits_body_status import PostScreeningHitsBodyStatus
from ..models.post_screening_hits_body_type import PostScreeningHitsBodyType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PostScreeningHitsBody")



@_attrs_define
class PostScreeningHitsBody:
    """ 
        Attributes:
            application_id (str): The application of the caller's account the hit belongs to
            title (str): What the hit is, as reviewers see it; stored in details
            type_ (PostScreeningHitsBodyType): ADVERSE_MEDIA, SANCTIONS, WARNING or PEP
            status (PostScreeningHitsBodyStatus): The review status the hit starts in
            individual_id (str | Unset): The individual key person of that application the hit is about, if any
            business_id (str | Unset): The business key person of that application the hit is about, if any
            description (str | Unset): Longer text of the source; stored in details
            url (str | Unset): Where the source can be read; stored in details
            publisher (str | Unset): Who published the source; stored in details
            publishing_date (str | Unset): When the source was published, as given; stored in details
            summary (str | Unset): A short summary of the source; stored in details
     """

    application_id: str
    title: str
    type_: PostScreeningHitsBodyType
    status: PostScreeningHitsBodyStatus
    individual_id: str | Unset = UNSET
    business_id: str | Unset = UNSET
    description: str | Unset = UNSET
    url: str | Unset = UNSET
    publisher: str | Unset = UNSET
    publishing_date: str | Unset = UNSET
    summary: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        application_id = self.application_id

        title = self.title

        type_ = self.type_.value

        status = self.status.value

        individual_id = self.individual_id

        business_id = self.business_id

        description = self.description

        url = self.url

        publisher = self.publisher

        publishing_date = self.publishing_date

        summary = self.summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applicationId": application_id,
            "title": title,
            "type": type_,
            "status": status,
        })
        if individual_id is not UNSET:
            field_dict["individualId"] = individual_id
        if business_id is not UNSET:
            field_dict["businessId"] = business_id
        if description is not UNSET:
            field_dict["description"] = description
        if url is not UNSET:
            field_dict["url"] = url
        if publisher is not UNSET:
            field_dict["publisher"] = publisher
        if publishing_date is not UNSET:
            field_dict["publishingDate"] = publishing_date
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        application_id = d.pop("applicationId")

        title = d.pop("title")

        type_ = PostScreeningHitsBodyType(d.pop("type"))




        status = PostScreeningHitsBodyStatus(d.pop("status"))




        individual_id = d.pop("individualId", UNSET)

        business_id = d.pop("businessId", UNSET)

        description = d.pop("description", UNSET)

        url = d.pop("url", UNSET)

        publisher = d.pop("publisher", UNSET)

        publishing_date = d.pop("publishingDate", UNSET)

        summary = d.pop("summary", UNSET)

        post_screening_hits_body = cls(
            application_id=application_id,
            title=title,
            type_=type_,
            status=status,
            individual_id=individual_id,
            business_id=business_id,
            description=description,
            url=url,
            publisher=publisher,
            publishing_date=publishing_date,
            summary=summary,
        )

        return post_screening_hits_body

