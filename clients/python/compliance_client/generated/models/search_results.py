from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.application_search_group import ApplicationSearchGroup
  from ..models.document_search_group import DocumentSearchGroup
  from ..models.screening_search_group import ScreeningSearchGroup
  from ..models.task_search_group import TaskSearchGroup





T = TypeVar("T", bound="SearchResults")



@_attrs_define
class SearchResults:
    """ 
        Attributes:
            applications (ApplicationSearchGroup | Unset):
            screening (ScreeningSearchGroup | Unset):
            documents (DocumentSearchGroup | Unset):
            tasks (TaskSearchGroup | Unset):
     """

    applications: ApplicationSearchGroup | Unset = UNSET
    screening: ScreeningSearchGroup | Unset = UNSET
    documents: DocumentSearchGroup | Unset = UNSET
    tasks: TaskSearchGroup | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.application_search_group import ApplicationSearchGroup # noqa: PLC0415
        from ..models.document_search_group import DocumentSearchGroup # noqa: PLC0415
        from ..models.screening_search_group import ScreeningSearchGroup # noqa: PLC0415
        from ..models.task_search_group import TaskSearchGroup # noqa: PLC0415
        applications: dict[str, Any] | Unset = UNSET
        if not isinstance(self.applications, Unset):
            applications = self.applications.to_dict()

        screening: dict[str, Any] | Unset = UNSET
        if not isinstance(self.screening, Unset):
            screening = self.screening.to_dict()

        documents: dict[str, Any] | Unset = UNSET
        if not isinstance(self.documents, Unset):
            documents = self.documents.to_dict()

        tasks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tasks, Unset):
            tasks = self.tasks.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if applications is not UNSET:
            field_dict["applications"] = applications
        if screening is not UNSET:
            field_dict["screening"] = screening
        if documents is not UNSET:
            field_dict["documents"] = documents
        if tasks is not UNSET:
            field_dict["tasks"] = tasks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.application_search_group import ApplicationSearchGroup # noqa: PLC0415
        from ..models.document_search_group import DocumentSearchGroup # noqa: PLC0415
        from ..models.screening_search_group import ScreeningSearchGroup # noqa: PLC0415
        from ..models.task_search_group import TaskSearchGroup # noqa: PLC0415
        d = dict(src_dict)
        _applications = d.pop("applications", UNSET)
        applications: ApplicationSearchGroup | Unset
        if isinstance(_applications,  Unset):
            applications = UNSET
        else:
            applications = ApplicationSearchGroup.from_dict(_applications)




        _screening = d.pop("screening", UNSET)
        screening: ScreeningSearchGroup | Unset
        if isinstance(_screening,  Unset):
            screening = UNSET
        else:
            screening = ScreeningSearchGroup.from_dict(_screening)




        _documents = d.pop("documents", UNSET)
        documents: DocumentSearchGroup | Unset
        if isinstance(_documents,  Unset):
            documents = UNSET
        else:
            documents = DocumentSearchGroup.from_dict(_documents)




        _tasks = d.pop("tasks", UNSET)
        tasks: TaskSearchGroup | Unset
        if isinstance(_tasks,  Unset):
            tasks = UNSET
        else:
            tasks = TaskSearchGroup.from_dict(_tasks)




        search_results = cls(
            applications=applications,
            screening=screening,
            documents=documents,
            tasks=tasks,
        )

        return search_results

