from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_screening_match_dataset_body_queries_additional_property_schema import PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_screening_match_dataset_body_queries_additional_property_properties import PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties





T = TypeVar("T", bound="PostScreeningMatchDatasetBodyQueriesAdditionalProperty")



@_attrs_define
class PostScreeningMatchDatasetBodyQueriesAdditionalProperty:
    """ 
        Attributes:
            schema (PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema): FollowTheMoney schema of the query:
                Person, Company, Organization, PublicBody or LegalEntity (either kind)
            properties (PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties): FollowTheMoney properties, each a
                string or an array of strings: name (or firstName, lastName), alias, birthDate, nationality, citizenship,
                country, jurisdiction, registrationNumber, ... At least one of name, alias, firstName or lastName must hold a
                value that is not blank (else 400); a query screens at most 10 distinct names (name, alias and previousName
                together), each of at most 300 characters and 20 words (else 400); property names have at most 100 characters
            id (None | str | Unset): The caller's id for the query, echoed back
     """

    schema: PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema
    properties: PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties
    id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_screening_match_dataset_body_queries_additional_property_properties import PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties # noqa: PLC0415
        schema = self.schema.value

        properties = self.properties.to_dict()

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "schema": schema,
            "properties": properties,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_screening_match_dataset_body_queries_additional_property_properties import PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties # noqa: PLC0415
        d = dict(src_dict)
        schema = PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema(d.pop("schema"))




        properties = PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties.from_dict(d.pop("properties"))




        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        post_screening_match_dataset_body_queries_additional_property = cls(
            schema=schema,
            properties=properties,
            id=id,
        )


        post_screening_match_dataset_body_queries_additional_property.additional_properties = d
        return post_screening_match_dataset_body_queries_additional_property

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
