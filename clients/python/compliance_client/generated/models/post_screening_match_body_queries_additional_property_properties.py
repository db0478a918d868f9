from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PostScreeningMatchBodyQueriesAdditionalPropertyProperties")



@_attrs_define
class PostScreeningMatchBodyQueriesAdditionalPropertyProperties:
    """ FollowTheMoney properties, each a string or an array of strings: name (or firstName, lastName), alias, birthDate,
    nationality, citizenship, country, jurisdiction, registrationNumber, ... At least one of name, alias, firstName or
    lastName must hold a value that is not blank (else 400); a query screens at most 10 distinct names (name, alias and
    previousName together), each of at most 300 characters and 20 words (else 400); property names have at most 100
    characters

        Attributes:
            name (list[str] | str | Unset): The query's name(s): at most 300 characters and 20 words each (else 400)
            alias (list[str] | str | Unset): Other names: at most 300 characters and 20 words each (else 400)
            previous_name (list[str] | str | Unset): Former names: at most 300 characters and 20 words each (else 400)
            first_name (list[str] | str | Unset): Given name(s), screened with middleName and lastName as one name when no
                name is given: at most 300 characters and 20 words each (else 400)
            middle_name (list[str] | str | Unset): Middle name(s): at most 300 characters and 20 words each (else 400)
            last_name (list[str] | str | Unset): Family name(s): at most 300 characters and 20 words each (else 400)
     """

    name: list[str] | str | Unset = UNSET
    alias: list[str] | str | Unset = UNSET
    previous_name: list[str] | str | Unset = UNSET
    first_name: list[str] | str | Unset = UNSET
    middle_name: list[str] | str | Unset = UNSET
    last_name: list[str] | str | Unset = UNSET
    additional_properties: dict[str, list[str] | str] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name: list[str] | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        elif isinstance(self.name, list):
            name = self.name


        else:
            name = self.name

        alias: list[str] | str | Unset
        if isinstance(self.alias, Unset):
            alias = UNSET
        elif isinstance(self.alias, list):
            alias = self.alias


        else:
            alias = self.alias

        previous_name: list[str] | str | Unset
        if isinstance(self.previous_name, Unset):
            previous_name = UNSET
        elif isinstance(self.previous_name, list):
            previous_name = self.previous_name


        else:
            previous_name = self.previous_name

        first_name: list[str] | str | Unset
        if isinstance(self.first_name, Unset):
            first_name = UNSET
        elif isinstance(self.first_name, list):
            first_name = self.first_name


        else:
            first_name = self.first_name

        middle_name: list[str] | str | Unset
        if isinstance(self.middle_name, Unset):
            middle_name = UNSET
        elif isinstance(self.middle_name, list):
            middle_name = self.middle_name


        else:
            middle_name = self.middle_name

        last_name: list[str] | str | Unset
        if isinstance(self.last_name, Unset):
            last_name = UNSET
        elif isinstance(self.last_name, list):
            last_name = self.last_name


        else:
            last_name = self.last_name


        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, list):
                field_dict[prop_name] = prop


            else:
                field_dict[prop_name] = prop

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if alias is not UNSET:
            field_dict["alias"] = alias
        if previous_name is not UNSET:
            field_dict["previousName"] = previous_name
        if first_name is not UNSET:
            field_dict["firstName"] = first_name
        if middle_name is not UNSET:
            field_dict["middleName"] = middle_name
        if last_name is not UNSET:
            field_dict["lastName"] = last_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_name(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                name_type_1 = cast(list[str], data)

                return name_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_alias(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                alias_type_1 = cast(list[str], data)

                return alias_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        alias = _parse_alias(d.pop("alias", UNSET))


        def _parse_previous_name(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                previous_name_type_1 = cast(list[str], data)

                return previous_name_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        previous_name = _parse_previous_name(d.pop("previousName", UNSET))


        def _parse_first_name(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                first_name_type_1 = cast(list[str], data)

                return first_name_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        first_name = _parse_first_name(d.pop("firstName", UNSET))


        def _parse_middle_name(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                middle_name_type_1 = cast(list[str], data)

                return middle_name_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        middle_name = _parse_middle_name(d.pop("middleName", UNSET))


        def _parse_last_name(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                last_name_type_1 = cast(list[str], data)

                return last_name_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        last_name = _parse_last_name(d.pop("lastName", UNSET))


        post_screening_match_body_queries_additional_property_properties = cls(
            name=name,
            alias=alias,
            previous_name=previous_name,
            first_name=first_name,
            middle_name=middle_name,
            last_name=last_name,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> list[str] | str:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    additional_property_type_1 = cast(list[str], data)

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        post_screening_match_body_queries_additional_property_properties.additional_properties = additional_properties
        return post_screening_match_body_queries_additional_property_properties

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[str] | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[str] | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
