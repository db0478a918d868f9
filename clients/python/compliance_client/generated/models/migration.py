from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.migration_bulk_stage_type_0 import MigrationBulkStageType0
from ..models.migration_source_type import MigrationSourceType
from ..models.migration_status import MigrationStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.migration_compliance_checks import MigrationComplianceChecks
  from ..models.migration_item_counts import MigrationItemCounts





T = TypeVar("T", bound="Migration")



@_attrs_define
class Migration:
    """ A migration of existing investors into applications (spec 2.8): the record with its live counts

        Attributes:
            id (str): The id REST uses, unique within its type
            account_id (str): The account that owns the migration
            workflow_id (None | str): The onboarding workflow the created applications follow and each item is checked
                against
            name (str): Its name
            labels (list[str]): Labels put on the created applications
            source_type (MigrationSourceType): Listed items (API) or an uploaded archive (UPLOAD)
            status (MigrationStatus): Where the migration stands
            is_preparing (bool): True while staged archives are still being unpacked
            bulk_stage (MigrationBulkStageType0 | None): The stage in progress of an archive migration; null while unpacking
                or creating applications
            discovered_application_count (int | None): Investors found in the archive
            discovered_file_count (int | None): Files found in the archive
            discovered_byte_count (float | None): Bytes found in the archive (total uncompressed)
            extracted_file_count (int | None): Files unpacked so far
            extracted_byte_count (float | None): Bytes unpacked so far
            recent_extracted_file_names (list[str]): The last files unpacked (a rolling window of the last 10, newest last),
                for progress displays
            compliance_checks (MigrationComplianceChecks): The checks run on the created applications
            created_by_id (None | str): The user who started it
            item_counts (MigrationItemCounts): Its items by status
            task_count (int): Outstanding tasks for missing required data across the items (one per missing field or
                document); falls as they are resolved
            file_count (int): Staged source files across all its items
            failure_reason (None | str): Why a FAILED migration failed (e.g. a corrupt archive)
            started_at (datetime.datetime | None): When its run started
            completed_at (datetime.datetime | None): When it finished
            created_at (datetime.datetime): When it was created
            updated_at (datetime.datetime): When it last changed
     """

    id: str
    account_id: str
    workflow_id: None | str
    name: str
    labels: list[str]
    source_type: MigrationSourceType
    status: MigrationStatus
    is_preparing: bool
    bulk_stage: MigrationBulkStageType0 | None
    discovered_application_count: int | None
    discovered_file_count: int | None
    discovered_byte_count: float | None
    extracted_file_count: int | None
    extracted_byte_count: float | None
    recent_extracted_file_names: list[str]
    compliance_checks: MigrationComplianceChecks
    created_by_id: None | str
    item_counts: MigrationItemCounts
    task_count: int
    file_count: int
    failure_reason: None | str
    started_at: datetime.datetime | None
    completed_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from ..models.migration_compliance_checks import MigrationComplianceChecks # noqa: PLC0415
        from ..models.migration_item_counts import MigrationItemCounts # noqa: PLC0415
        id = self.id

        account_id = self.account_id

        workflow_id: None | str
        workflow_id = self.workflow_id

        name = self.name

        labels = self.labels



        source_type = self.source_type.value

        status = self.status.value

        is_preparing = self.is_preparing

        bulk_stage: None | str
        if isinstance(self.bulk_stage, MigrationBulkStageType0):
            bulk_stage = self.bulk_stage.value
        else:
            bulk_stage = self.bulk_stage

        discovered_application_count: int | None
        discovered_application_count = self.discovered_application_count

        discovered_file_count: int | None
        discovered_file_count = self.discovered_file_count

        discovered_byte_count: float | None
        discovered_byte_count = self.discovered_byte_count

        extracted_file_count: int | None
        extracted_file_count = self.extracted_file_count

        extracted_byte_count: float | None
        extracted_byte_count = self.extracted_byte_count

        recent_extracted_file_names = self.recent_extracted_file_names



        compliance_checks = self.compliance_checks.to_dict()

        created_by_id: None | str
        created_by_id = self.created_by_id

        item_counts = self.item_counts.to_dict()

        task_count = self.task_count

        file_count = self.file_count

        failure_reason: None | str
        failure_reason = self.failure_reason

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "accountId": account_id,
            "workflowId": workflow_id,
            "name": name,
            "labels": labels,
            "sourceType": source_type,
            "status": status,
            "isPreparing": is_preparing,
            "bulkStage": bulk_stage,
            "discoveredApplicationCount": discovered_application_count,
            "discoveredFileCount": discovered_file_count,
            "discoveredByteCount": discovered_byte_count,
            "extractedFileCount": extracted_file_count,
            "extractedByteCount": extracted_byte_count,
            "recentExtractedFileNames": recent_extracted_file_names,
            "complianceChecks": compliance_checks,
            "createdById": created_by_id,
            "itemCounts": item_counts,
            "taskCount": task_count,
            "fileCount": file_count,
            "failureReason": failure_reason,
            "startedAt": started_at,
            "completedAt": completed_at,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.migration_compliance_checks import MigrationComplianceChecks # noqa: PLC0415
        from ..models.migration_item_counts import MigrationItemCounts # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        account_id = d.pop("accountId")

        def _parse_workflow_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        workflow_id = _parse_workflow_id(d.pop("workflowId"))


        name = d.pop("name")

        labels = cast(list[str], d.pop("labels"))


        source_type = MigrationSourceType(d.pop("sourceType"))




        status = MigrationStatus(d.pop("status"))




        is_preparing = d.pop("isPreparing")

        def _parse_bulk_stage(data: object) -> MigrationBulkStageType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bulk_stage_type_0 = MigrationBulkStageType0(data)



                return bulk_stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MigrationBulkStageType0 | None, data)

        bulk_stage = _parse_bulk_stage(d.pop("bulkStage"))


        def _parse_discovered_application_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discovered_application_count = _parse_discovered_application_count(d.pop("discoveredApplicationCount"))


        def _parse_discovered_file_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discovered_file_count = _parse_discovered_file_count(d.pop("discoveredFileCount"))


        def _parse_discovered_byte_count(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        discovered_byte_count = _parse_discovered_byte_count(d.pop("discoveredByteCount"))


        def _parse_extracted_file_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        extracted_file_count = _parse_extracted_file_count(d.pop("extractedFileCount"))


        def _parse_extracted_byte_count(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        extracted_byte_count = _parse_extracted_byte_count(d.pop("extractedByteCount"))


        recent_extracted_file_names = cast(list[str], d.pop("recentExtractedFileNames"))


        compliance_checks = MigrationComplianceChecks.from_dict(d.pop("complianceChecks"))




        def _parse_created_by_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_by_id = _parse_created_by_id(d.pop("createdById"))


        item_counts = MigrationItemCounts.from_dict(d.pop("itemCounts"))




        task_count = d.pop("taskCount")

        file_count = d.pop("fileCount")

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failureReason"))


        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)



                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("startedAt"))


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


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        migration = cls(
            id=id,
            account_id=account_id,
            workflow_id=workflow_id,
            name=name,
            labels=labels,
            source_type=source_type,
            status=status,
            is_preparing=is_preparing,
            bulk_stage=bulk_stage,
            discovered_application_count=discovered_application_count,
            discovered_file_count=discovered_file_count,
            discovered_byte_count=discovered_byte_count,
            extracted_file_count=extracted_file_count,
            extracted_byte_count=extracted_byte_count,
            recent_extracted_file_names=recent_extracted_file_names,
            compliance_checks=compliance_checks,
            created_by_id=created_by_id,
            item_counts=item_counts,
            task_count=task_count,
            file_count=file_count,
            failure_reason=failure_reason,
            started_at=started_at,
            completed_at=completed_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return migration

