from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.individual_role import IndividualRole
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.individual_address_type_0 import IndividualAddressType0
  from ..models.individual_tins_item import IndividualTinsItem
  from ..models.screening_settings import ScreeningSettings





T = TypeVar("T", bound="Individual")



@_attrs_define
class Individual:
    """ An individual key person of an application (the applicant, an owner or a controller)

        Attributes:
            id (str): The id REST uses, unique within its type
            role (IndividualRole): The part the person plays in the application
            first_name (str): Given name
            last_name (str): Family name
            date_of_birth (None | str): Date of birth (YYYY-MM-DD)
            place_of_birth (None | str): Place of birth
            nationality (None | str): Nationality (ISO 3166-1 alpha-2)
            residence_country (None | str): Country of residence (ISO 3166-1 alpha-2)
            address (IndividualAddressType0 | None): Residential address
            tins (list[IndividualTinsItem]): Tax identification numbers
            ownership_percent (float | None): Share the person owns of the applicant, 0 to 100
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            screening_info (ScreeningSettings): How the screening engine treats a key person: the stored settings with the
                engine's defaults filled in
            screening_summary (None | str): The reviewer's screening summary text
     """

    id: str
    role: IndividualRole
    first_name: str
    last_name: str
    date_of_birth: None | str
    place_of_birth: None | str
    nationality: None | str
    residence_country: None | str
    address: IndividualAddressType0 | None
    tins: list[IndividualTinsItem]
    ownership_percent: float | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    screening_info: ScreeningSettings
    screening_summary: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.individual_address_type_0 import IndividualAddressType0 # noqa: PLC0415
        from ..models.individual_tins_item import IndividualTinsItem # noqa: PLC0415
        from ..models.screening_settings import ScreeningSettings # noqa: PLC0415
        id = self.id

        role = self.role.value

        first_name = self.first_name

        last_name = self.last_name

        date_of_birth: None | str
        date_of_birth = self.date_of_birth

        place_of_birth: None | str
        place_of_birth = self.place_of_birth

        nationality: None | str
        nationality = self.nationality

        residence_country: None | str
        residence_country = self.residence_country

        address: dict[str, Any] | None
        if isinstance(self.address, IndividualAddressType0):
            address = self.address.to_dict()
        else:
            address = self.address

        tins = []
        for tins_item_data in self.tins:
            tins_item = tins_item_data.to_dict()
            tins.append(tins_item)



        ownership_percent: float | None
        ownership_percent = self.ownership_percent

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        screening_info = self.screening_info.to_dict()

        screening_summary: None | str
        screening_summary = self.screening_summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "role": role,
            "firstName": first_name,
            "lastName": last_name,
            "dateOfBirth": date_of_birth,
            "placeOfBirth": place_of_birth,
            "nationality": nationality,
            "residenceCountry": residence_country,
            "address": address,
            "tins": tins,
            "ownershipPercent": ownership_percent,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "screeningInfo": screening_info,
            "screeningSummary": screening_summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.individual_address_type_0 import IndividualAddressType0 # noqa: PLC0415
        from ..models.individual_tins_item import IndividualTinsItem # noqa: PLC0415
        from ..models.screening_settings import ScreeningSettings # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        role = IndividualRole(d.pop("role"))




        first_name = d.pop("firstName")

        last_name = d.pop("lastName")

        def _parse_date_of_birth(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        date_of_birth = _parse_date_of_birth(d.pop("dateOfBirth"))


        def _parse_place_of_birth(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        place_of_birth = _parse_place_of_birth(d.pop("placeOfBirth"))


        def _parse_nationality(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        nationality = _parse_nationality(d.pop("nationality"))


        def _parse_residence_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        residence_country = _parse_residence_country(d.pop("residenceCountry"))


        def _parse_address(data: object) -> IndividualAddressType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = IndividualAddressType0.from_dict(data)



                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IndividualAddressType0 | None, data)

        address = _parse_address(d.pop("address"))


        tins = []
        _tins = d.pop("tins")
        for tins_item_data in (_tins):
            tins_item = IndividualTinsItem.from_dict(tins_item_data)



            tins.append(tins_item)


        def _parse_ownership_percent(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ownership_percent = _parse_ownership_percent(d.pop("ownershipPercent"))


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        screening_info = ScreeningSettings.from_dict(d.pop("screeningInfo"))




        def _parse_screening_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        screening_summary = _parse_screening_summary(d.pop("screeningSummary"))


        individual = cls(
            id=id,
            role=role,
            first_name=first_name,
            last_name=last_name,
            date_of_birth=date_of_birth,
            place_of_birth=place_of_birth,
            nationality=nationality,
            residence_country=residence_country,
            address=address,
            tins=tins,
            ownership_percent=ownership_percent,
            created_at=created_at,
            updated_at=updated_at,
            screening_info=screening_info,
            screening_summary=screening_summary,
        )

        return individual

