from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field
import json
from .. import types

from ..types import UNSET, Unset

from ..types import File, FileTypes
from ..types import UNSET, Unset
from io import BytesIO
from typing import cast

if TYPE_CHECKING:
  from ..models.migration_upload_compliance_checks import MigrationUploadComplianceChecks





T = TypeVar("T", bound="MigrationUpload")



@_attrs_define
class MigrationUpload:
    """ 
        Attributes:
            file (File): The zip archive: one top-level folder per application, optional manifest.csv / manifest.json
            name (str):
            workflow_id (str | Unset):
            labels (list[str] | Unset): Repeated field
            compliance_checks (MigrationUploadComplianceChecks | Unset): A JSON object in one field, e.g. {"screening":
                true}; absent flags are false
     """

    file: File
    name: str
    workflow_id: str | Unset = UNSET
    labels: list[str] | Unset = UNSET
    compliance_checks: MigrationUploadComplianceChecks | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.migration_upload_compliance_checks import MigrationUploadComplianceChecks # noqa: PLC0415
        file = self.file.to_tuple()


        name = self.name

        workflow_id = self.workflow_id

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels



        compliance_checks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compliance_checks, Unset):
            compliance_checks = self.compliance_checks.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "file": file,
            "name": name,
        })
        if workflow_id is not UNSET:
            field_dict["workflowId"] = workflow_id
        if labels is not UNSET:
            field_dict["labels[]"] = labels
        if compliance_checks is not UNSET:
            field_dict["complianceChecks"] = compliance_checks

        return field_dict


    def to_multipart(self) -> types.RequestFiles:
        from ..models.migration_upload_compliance_checks import MigrationUploadComplianceChecks # noqa: PLC0415
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))



        files.append(("name", (None, str(self.name).encode(), "text/plain")))



        if not isinstance(self.workflow_id, Unset):
            files.append(("workflowId", (None, str(self.workflow_id).encode(), "text/plain")))



        if not isinstance(self.labels, Unset):
            for labels_item_element in self.labels:
                files.append(("labels[]", (None, str(labels_item_element).encode(), "text/plain")))




        if not isinstance(self.compliance_checks, Unset):
            files.append(("complianceChecks", (None, json.dumps( self.compliance_checks.to_dict()).encode(), "application/json")))




        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))



        return files


    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.migration_upload_compliance_checks import MigrationUploadComplianceChecks # noqa: PLC0415
        d = dict(src_dict)
        file = File(
             payload = BytesIO(d.pop("file"))
        )




        name = d.pop("name")

        workflow_id = d.pop("workflowId", UNSET)

        labels = cast(list[str], d.pop("labels[]", UNSET))


        _compliance_checks = d.pop("complianceChecks", UNSET)
        compliance_checks: MigrationUploadComplianceChecks | Unset
        if isinstance(_compliance_checks,  Unset):
            compliance_checks = UNSET
        else:
            compliance_checks = MigrationUploadComplianceChecks.from_dict(_compliance_checks)




        migration_upload = cls(
            file=file,
            name=name,
            workflow_id=workflow_id,
            labels=labels,
            compliance_checks=compliance_checks,
        )


        migration_upload.additional_properties = d
        return migration_upload

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
