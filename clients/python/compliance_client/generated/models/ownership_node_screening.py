from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ownership_node_screening_sanctioned_type_0 import OwnershipNodeScreeningSanctionedType0
from ..models.ownership_node_screening_screened_as import OwnershipNodeScreeningScreenedAs
from ..models.ownership_node_screening_status import OwnershipNodeScreeningStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.screening_hit import ScreeningHit





T = TypeVar("T", bound="OwnershipNodeScreening")



@_attrs_define
class OwnershipNodeScreening:
    """ A node's screening against the watchlists: its state and its hits (its own and, when tied to a key person, that
    person's: the worse counts)

        Attributes:
            status (OwnershipNodeScreeningStatus): Where its screening stands
            screened_as (OwnershipNodeScreeningScreenedAs): NODE: screened as itself; KEY_PERSON: tied to a key person,
                screened as itself and as that person, its state the worse of the two
            sanctioned (None | OwnershipNodeScreeningSanctionedType0): Whether it counts as sanctioned in the structure's
                aggregate: a confirmed or a potential (open) sanctions hit; null: neither
            hits (list[ScreeningHit]): Its screening hits, oldest first
     """

    status: OwnershipNodeScreeningStatus
    screened_as: OwnershipNodeScreeningScreenedAs
    sanctioned: None | OwnershipNodeScreeningSanctionedType0
    hits: list[ScreeningHit]





    def to_dict(self) -> dict[str, Any]:
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        status = self.status.value

        screened_as = self.screened_as.value

        sanctioned: None | str
        if isinstance(self.sanctioned, OwnershipNodeScreeningSanctionedType0):
            sanctioned = self.sanctioned.value
        else:
            sanctioned = self.sanctioned

        hits = []
        for hits_item_data in self.hits:
            hits_item = hits_item_data.to_dict()
            hits.append(hits_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "screenedAs": screened_as,
            "sanctioned": sanctioned,
            "hits": hits,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_hit import ScreeningHit # noqa: PLC0415
        d = dict(src_dict)
        status = OwnershipNodeScreeningStatus(d.pop("status"))




        screened_as = OwnershipNodeScreeningScreenedAs(d.pop("screenedAs"))




        def _parse_sanctioned(data: object) -> None | OwnershipNodeScreeningSanctionedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sanctioned_type_0 = OwnershipNodeScreeningSanctionedType0(data)



                return sanctioned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OwnershipNodeScreeningSanctionedType0, data)

        sanctioned = _parse_sanctioned(d.pop("sanctioned"))


        hits = []
        _hits = d.pop("hits")
        for hits_item_data in (_hits):
            hits_item = ScreeningHit.from_dict(hits_item_data)



            hits.append(hits_item)


        ownership_node_screening = cls(
            status=status,
            screened_as=screened_as,
            sanctioned=sanctioned,
            hits=hits,
        )

        return ownership_node_screening

