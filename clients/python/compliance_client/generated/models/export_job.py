from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.export_job_format import ExportJobFormat
from ..models.export_job_status import ExportJobStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.export_job_failures_item import ExportJobFailuresItem





T = TypeVar("T", bound="ExportJob")



@_attrs_define
class ExportJob:
    """ A bulk export; statusPath and downloadPath answer only the API key that created it

        Attributes:
            id (str): The id REST uses, unique within its type
            job_id (str): The same id as id, under the name POST /exports answers with
            format_ (ExportJobFormat): CRS_XML (one CRS_OECD message), FATCA_XML (one IRS FATCA_OECD message), JSON or CSV
                (the application records with their key persons)
            status (ExportJobStatus): QUEUED, RUNNING, COMPLETED or FAILED
            total_count (int): Applications the job exports (known once it runs when exporting the whole account)
            completed_count (int): Applications written to the file so far
            failed_count (int): Applications left out of the file (see failures)
            failed_application_ids (list[str]): Ids of the applications left out, unknown ones and other accounts' alike
            failures (list[ExportJobFailuresItem]): Why each failed application failed
            error (None | str): Why a FAILED job failed as a whole
            message_ref_id (None | str): FATCA_XML: the message's MessageRefId (the sender's GIIN: the sponsor's when a
                sponsor files, else the reporting FI's; a period; the job id); null for other formats
            byte_size (float | None): Size of the finished file in bytes; null until COMPLETED
            status_path (str): The REST path of this job (GET /api/v1/exports/{id}, relative to PUBLIC_BASE_URL); only the
                creating API key
            download_path (str): The REST path that answers a fresh signed URL of the file (valid 7 days) once COMPLETED;
                only the creating API key
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
            completed_at (datetime.datetime | None): When the job finished; null until then
     """

    id: str
    job_id: str
    format_: ExportJobFormat
    status: ExportJobStatus
    total_count: int
    completed_count: int
    failed_count: int
    failed_application_ids: list[str]
    failures: list[ExportJobFailuresItem]
    error: None | str
    message_ref_id: None | str
    byte_size: float | None
    status_path: str
    download_path: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    completed_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_job_failures_item import ExportJobFailuresItem # noqa: PLC0415
        id = self.id

        job_id = self.job_id

        format_ = self.format_.value

        status = self.status.value

        total_count = self.total_count

        completed_count = self.completed_count

        failed_count = self.failed_count

        failed_application_ids = self.failed_application_ids



        failures = []
        for failures_item_data in self.failures:
            failures_item = failures_item_data.to_dict()
            failures.append(failures_item)



        error: None | str
        error = self.error

        message_ref_id: None | str
        message_ref_id = self.message_ref_id

        byte_size: float | None
        byte_size = self.byte_size

        status_path = self.status_path

        download_path = self.download_path

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "jobId": job_id,
            "format": format_,
            "status": status,
            "totalCount": total_count,
            "completedCount": completed_count,
            "failedCount": failed_count,
            "failedApplicationIds": failed_application_ids,
            "failures": failures,
            "error": error,
            "messageRefId": message_ref_id,
            "byteSize": byte_size,
            "statusPath": status_path,
            "downloadPath": download_path,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "completedAt": completed_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_job_failures_item import ExportJobFailuresItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        job_id = d.pop("jobId")

        format_ = ExportJobFormat(d.pop("format"))




        status = ExportJobStatus(d.pop("status"))




        total_count = d.pop("totalCount")

        completed_count = d.pop("completedCount")

        failed_count = d.pop("failedCount")

        failed_application_ids = cast(list[str], d.pop("failedApplicationIds"))


        failures = []
        _failures = d.pop("failures")
        for failures_item_data in (_failures):
            failures_item = ExportJobFailuresItem.from_dict(failures_item_data)



            failures.append(failures_item)


        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        def _parse_message_ref_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message_ref_id = _parse_message_ref_id(d.pop("messageRefId"))


        def _parse_byte_size(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        byte_size = _parse_byte_size(d.pop("byteSize"))


        status_path = d.pop("statusPath")

        download_path = d.pop("downloadPath")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)



                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completedAt"))


        export_job = cls(
            id=id,
            job_id=job_id,
            format_=format_,
            status=status,
            total_count=total_count,
            completed_count=completed_count,
            failed_count=failed_count,
            failed_application_ids=failed_application_ids,
            failures=failures,
            error=error,
            message_ref_id=message_ref_id,
            byte_size=byte_size,
            status_path=status_path,
            download_path=download_path,
            created_at=created_at,
            updated_at=updated_at,
            completed_at=completed_at,
        )

        return export_job

