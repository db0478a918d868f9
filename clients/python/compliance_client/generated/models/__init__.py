""" Contains all the data models used in inputs/outputs """

from .account_user import AccountUser
from .account_user_role_type_0 import AccountUserRoleType0
from .application import Application
from .application_entity_type import ApplicationEntityType
from .application_erasure import ApplicationErasure
from .application_labels_item import ApplicationLabelsItem
from .application_page import ApplicationPage
from .application_risk_level_type_0 import ApplicationRiskLevelType0
from .application_search_group import ApplicationSearchGroup
from .application_search_item import ApplicationSearchItem
from .application_search_item_entity_type import ApplicationSearchItemEntityType
from .application_search_item_status import ApplicationSearchItemStatus
from .application_status import ApplicationStatus
from .approval_gates import ApprovalGates
from .approval_gates_reviewed_hit_types_item import ApprovalGatesReviewedHitTypesItem
from .audit_log_entry import AuditLogEntry
from .audit_log_entry_event import AuditLogEntryEvent
from .audit_log_page import AuditLogPage
from .beneficial_owner import BeneficialOwner
from .beneficial_owner_reasons_item import BeneficialOwnerReasonsItem
from .beneficial_owner_roles_item import BeneficialOwnerRolesItem
from .business import Business
from .business_address_type_0 import BusinessAddressType0
from .business_role import BusinessRole
from .business_tins_item import BusinessTinsItem
from .created_webhook import CreatedWebhook
from .created_webhook_events_item import CreatedWebhookEventsItem
from .created_webhook_status import CreatedWebhookStatus
from .crs_controlling_person import CrsControllingPerson
from .crs_controlling_person_type import CrsControllingPersonType
from .document import Document
from .document_added_by_type_0 import DocumentAddedByType0
from .document_additional_info_request import DocumentAdditionalInfoRequest
from .document_arrival import DocumentArrival
from .document_duplicate_of_type_0 import DocumentDuplicateOfType0
from .document_hidden_source_type_0 import DocumentHiddenSourceType0
from .document_metadata import DocumentMetadata
from .document_origin_system import DocumentOriginSystem
from .document_page import DocumentPage
from .document_search_group import DocumentSearchGroup
from .document_search_item import DocumentSearchItem
from .document_sub_type import DocumentSubType
from .document_subject_type_0 import DocumentSubjectType0
from .document_subject_type_0_entity_type import DocumentSubjectType0EntityType
from .document_summary import DocumentSummary
from .document_summary_hidden_source_type_0 import DocumentSummaryHiddenSourceType0
from .document_summary_type import DocumentSummaryType
from .document_superseded_by import DocumentSupersededBy
from .document_type import DocumentType
from .document_upload import DocumentUpload
from .effective_ownership import EffectiveOwnership
from .error import Error
from .error_details_item import ErrorDetailsItem
from .export_download import ExportDownload
from .export_job import ExportJob
from .export_job_failures_item import ExportJobFailuresItem
from .export_job_format import ExportJobFormat
from .export_job_status import ExportJobStatus
from .four_eyes_policy import FourEyesPolicy
from .four_eyes_policy_hit_types_item import FourEyesPolicyHitTypesItem
from .four_eyes_policy_risk_levels_item import FourEyesPolicyRiskLevelsItem
from .get_applications_entity_types_item import GetApplicationsEntityTypesItem
from .get_applications_order import GetApplicationsOrder
from .get_applications_order_by import GetApplicationsOrderBy
from .get_applications_risk_levels_item import GetApplicationsRiskLevelsItem
from .get_applications_status_item import GetApplicationsStatusItem
from .get_applications_types_item import GetApplicationsTypesItem
from .get_audit_logs_order import GetAuditLogsOrder
from .get_documents_order import GetDocumentsOrder
from .get_migrations_order import GetMigrationsOrder
from .get_notes_order import GetNotesOrder
from .get_platform_search_application_status_item import GetPlatformSearchApplicationStatusItem
from .get_platform_search_document_entity_type import GetPlatformSearchDocumentEntityType
from .get_platform_search_screening_type_item import GetPlatformSearchScreeningTypeItem
from .get_platform_search_sort_order import GetPlatformSearchSortOrder
from .get_platform_search_task_state import GetPlatformSearchTaskState
from .get_platform_search_type import GetPlatformSearchType
from .get_screening_algorithms_response_200 import GetScreeningAlgorithmsResponse200
from .get_screening_algorithms_response_200_algorithms_item import GetScreeningAlgorithmsResponse200AlgorithmsItem
from .get_screening_algorithms_response_200_algorithms_item_docs import GetScreeningAlgorithmsResponse200AlgorithmsItemDocs
from .get_screening_algorithms_response_200_algorithms_item_docs_config import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig
from .get_screening_algorithms_response_200_algorithms_item_docs_features import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures
from .get_screening_algorithms_response_200_algorithms_item_docs_features_additional_property import GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeaturesAdditionalProperty
from .get_screening_algorithms_response_200_algorithms_item_features import GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures
from .get_screening_algorithms_response_200_algorithms_item_features_additional_property import GetScreeningAlgorithmsResponse200AlgorithmsItemFeaturesAdditionalProperty
from .get_screening_catalog_response_200 import GetScreeningCatalogResponse200
from .get_screening_catalog_response_200_datasets_item import GetScreeningCatalogResponse200DatasetsItem
from .get_screening_queue_order import GetScreeningQueueOrder
from .get_screening_queue_origin_item import GetScreeningQueueOriginItem
from .get_screening_queue_risk_levels_item import GetScreeningQueueRiskLevelsItem
from .get_screening_queue_status_item import GetScreeningQueueStatusItem
from .get_screening_queue_type_item import GetScreeningQueueTypeItem
from .get_screening_search_dataset_filter_op import GetScreeningSearchDatasetFilterOp
from .get_screening_search_dataset_response_200 import GetScreeningSearchDatasetResponse200
from .get_screening_search_dataset_response_200_facets import GetScreeningSearchDatasetResponse200Facets
from .get_screening_search_dataset_response_200_facets_additional_property import GetScreeningSearchDatasetResponse200FacetsAdditionalProperty
from .get_screening_search_dataset_response_200_facets_additional_property_values_item import GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem
from .get_screening_search_dataset_response_200_total import GetScreeningSearchDatasetResponse200Total
from .get_tasks_order import GetTasksOrder
from .get_tasks_order_by import GetTasksOrderBy
from .get_tasks_status_item import GetTasksStatusItem
from .get_tasks_type_item import GetTasksTypeItem
from .get_webhooks_id_deliveries_event import GetWebhooksIdDeliveriesEvent
from .get_webhooks_id_deliveries_status import GetWebhooksIdDeliveriesStatus
from .individual import Individual
from .individual_address_type_0 import IndividualAddressType0
from .individual_role import IndividualRole
from .individual_tins_item import IndividualTinsItem
from .legal_hold import LegalHold
from .legal_hold_input import LegalHoldInput
from .match_log_erasure import MatchLogErasure
from .match_log_erasure_input import MatchLogErasureInput
from .match_result import MatchResult
from .match_result_cleared_reason_type_0 import MatchResultClearedReasonType0
from .migration import Migration
from .migration_bulk_stage_type_0 import MigrationBulkStageType0
from .migration_compliance_checks import MigrationComplianceChecks
from .migration_item_counts import MigrationItemCounts
from .migration_page import MigrationPage
from .migration_source_type import MigrationSourceType
from .migration_status import MigrationStatus
from .migration_upload import MigrationUpload
from .migration_upload_compliance_checks import MigrationUploadComplianceChecks
from .note import Note
from .note_attachment import NoteAttachment
from .note_entity_type import NoteEntityType
from .note_page import NotePage
from .note_user import NoteUser
from .onboarding_workflow import OnboardingWorkflow
from .ownership import Ownership
from .ownership_edge import OwnershipEdge
from .ownership_edge_kind import OwnershipEdgeKind
from .ownership_edge_role_type_0 import OwnershipEdgeRoleType0
from .ownership_node import OwnershipNode
from .ownership_node_kind import OwnershipNodeKind
from .ownership_node_screening import OwnershipNodeScreening
from .ownership_node_screening_sanctioned_type_0 import OwnershipNodeScreeningSanctionedType0
from .ownership_node_screening_screened_as import OwnershipNodeScreeningScreenedAs
from .ownership_node_screening_status import OwnershipNodeScreeningStatus
from .ownership_path import OwnershipPath
from .ownership_problem import OwnershipProblem
from .ownership_problem_code import OwnershipProblemCode
from .patch_applications_id_body import PatchApplicationsIdBody
from .patch_applications_id_businesses_business_id_body import PatchApplicationsIdBusinessesBusinessIdBody
from .patch_applications_id_businesses_business_id_body_address_type_0 import PatchApplicationsIdBusinessesBusinessIdBodyAddressType0
from .patch_applications_id_businesses_business_id_body_role import PatchApplicationsIdBusinessesBusinessIdBodyRole
from .patch_applications_id_businesses_business_id_body_tins_type_0_item import PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item
from .patch_applications_id_individuals_individual_id_body import PatchApplicationsIdIndividualsIndividualIdBody
from .patch_applications_id_individuals_individual_id_body_address_type_0 import PatchApplicationsIdIndividualsIndividualIdBodyAddressType0
from .patch_applications_id_individuals_individual_id_body_role import PatchApplicationsIdIndividualsIndividualIdBodyRole
from .patch_applications_id_individuals_individual_id_body_tins_type_0_item import PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item
from .patch_applications_id_ownership_edges_edge_id_body import PatchApplicationsIdOwnershipEdgesEdgeIdBody
from .patch_applications_id_ownership_edges_edge_id_body_role import PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole
from .patch_applications_id_ownership_nodes_node_id_body import PatchApplicationsIdOwnershipNodesNodeIdBody
from .patch_applications_id_ownership_nodes_node_id_body_kind import PatchApplicationsIdOwnershipNodesNodeIdBodyKind
from .patch_documents_id_body import PatchDocumentsIdBody
from .patch_documents_id_body_metadata import PatchDocumentsIdBodyMetadata
from .patch_documents_id_body_origin_system import PatchDocumentsIdBodyOriginSystem
from .patch_documents_id_body_validations_item import PatchDocumentsIdBodyValidationsItem
from .patch_documents_id_body_validations_item_results_item import PatchDocumentsIdBodyValidationsItemResultsItem
from .patch_documents_id_body_validations_item_type import PatchDocumentsIdBodyValidationsItemType
from .patch_notes_id_body import PatchNotesIdBody
from .patch_onboarding_workflows_id_body import PatchOnboardingWorkflowsIdBody
from .patch_onboarding_workflows_id_body_required_documents_item import PatchOnboardingWorkflowsIdBodyRequiredDocumentsItem
from .patch_onboarding_workflows_id_body_required_fields_item import PatchOnboardingWorkflowsIdBodyRequiredFieldsItem
from .patch_screening_businesses_business_id_body import PatchScreeningBusinessesBusinessIdBody
from .patch_screening_businesses_business_id_body_types_item import PatchScreeningBusinessesBusinessIdBodyTypesItem
from .patch_screening_businesses_business_id_summary_body import PatchScreeningBusinessesBusinessIdSummaryBody
from .patch_screening_groups_group_id_body import PatchScreeningGroupsGroupIdBody
from .patch_screening_groups_group_id_body_status import PatchScreeningGroupsGroupIdBodyStatus
from .patch_screening_hits_hit_id_body import PatchScreeningHitsHitIdBody
from .patch_screening_hits_hit_id_body_status import PatchScreeningHitsHitIdBodyStatus
from .patch_screening_individuals_individual_id_body import PatchScreeningIndividualsIndividualIdBody
from .patch_screening_individuals_individual_id_body_types_item import PatchScreeningIndividualsIndividualIdBodyTypesItem
from .patch_screening_individuals_individual_id_summary_body import PatchScreeningIndividualsIndividualIdSummaryBody
from .patch_screening_stories_story_id_body import PatchScreeningStoriesStoryIdBody
from .patch_screening_stories_story_id_body_status import PatchScreeningStoriesStoryIdBodyStatus
from .patch_tasks_task_id_body import PatchTasksTaskIdBody
from .patch_tasks_task_id_body_status import PatchTasksTaskIdBodyStatus
from .patch_users_id_body import PatchUsersIdBody
from .patch_users_id_body_role_type_0 import PatchUsersIdBodyRoleType0
from .patch_webhooks_id_body import PatchWebhooksIdBody
from .patch_webhooks_id_body_events_item import PatchWebhooksIdBodyEventsItem
from .patch_webhooks_id_body_status import PatchWebhooksIdBodyStatus
from .percent_range import PercentRange
from .periodic_review_policy import PeriodicReviewPolicy
from .post_applications_body_type_0 import PostApplicationsBodyType0
from .post_applications_body_type_1 import PostApplicationsBodyType1
from .post_applications_id_approve_body import PostApplicationsIdApproveBody
from .post_applications_id_businesses_body import PostApplicationsIdBusinessesBody
from .post_applications_id_businesses_body_address import PostApplicationsIdBusinessesBodyAddress
from .post_applications_id_businesses_body_role import PostApplicationsIdBusinessesBodyRole
from .post_applications_id_businesses_body_tins_item import PostApplicationsIdBusinessesBodyTinsItem
from .post_applications_id_individuals_body import PostApplicationsIdIndividualsBody
from .post_applications_id_individuals_body_address import PostApplicationsIdIndividualsBodyAddress
from .post_applications_id_individuals_body_role import PostApplicationsIdIndividualsBodyRole
from .post_applications_id_individuals_body_tins_item import PostApplicationsIdIndividualsBodyTinsItem
from .post_applications_id_ownership_edges_body import PostApplicationsIdOwnershipEdgesBody
from .post_applications_id_ownership_edges_body_kind import PostApplicationsIdOwnershipEdgesBodyKind
from .post_applications_id_ownership_edges_body_role import PostApplicationsIdOwnershipEdgesBodyRole
from .post_applications_id_ownership_nodes_body import PostApplicationsIdOwnershipNodesBody
from .post_applications_id_ownership_nodes_body_kind import PostApplicationsIdOwnershipNodesBodyKind
from .post_applications_id_risk_override_body import PostApplicationsIdRiskOverrideBody
from .post_applications_id_risk_override_body_level import PostApplicationsIdRiskOverrideBodyLevel
from .post_documents_body import PostDocumentsBody
from .post_documents_body_additional_info_request import PostDocumentsBodyAdditionalInfoRequest
from .post_documents_body_metadata import PostDocumentsBodyMetadata
from .post_documents_body_sub_type import PostDocumentsBodySubType
from .post_documents_body_subject import PostDocumentsBodySubject
from .post_documents_body_subject_entity_type import PostDocumentsBodySubjectEntityType
from .post_documents_body_supplied_by import PostDocumentsBodySuppliedBy
from .post_documents_body_type import PostDocumentsBodyType
from .post_documents_uploads_body import PostDocumentsUploadsBody
from .post_exports_body import PostExportsBody
from .post_exports_body_format import PostExportsBodyFormat
from .post_migrations_json_body import PostMigrationsJsonBody
from .post_migrations_json_body_compliance_checks import PostMigrationsJsonBodyComplianceChecks
from .post_migrations_json_body_items_item import PostMigrationsJsonBodyItemsItem
from .post_migrations_json_body_items_item_entity_type import PostMigrationsJsonBodyItemsItemEntityType
from .post_notes_body import PostNotesBody
from .post_notes_body_attachments_item import PostNotesBodyAttachmentsItem
from .post_notes_body_entity_type import PostNotesBodyEntityType
from .post_onboarding_workflows_body import PostOnboardingWorkflowsBody
from .post_onboarding_workflows_body_required_documents_item import PostOnboardingWorkflowsBodyRequiredDocumentsItem
from .post_onboarding_workflows_body_required_fields_item import PostOnboardingWorkflowsBodyRequiredFieldsItem
from .post_screening_groups_body import PostScreeningGroupsBody
from .post_screening_groups_body_category import PostScreeningGroupsBodyCategory
from .post_screening_groups_body_type import PostScreeningGroupsBodyType
from .post_screening_groups_group_id_hits_body import PostScreeningGroupsGroupIdHitsBody
from .post_screening_hits_batch_body import PostScreeningHitsBatchBody
from .post_screening_hits_batch_body_hits_item_type_0 import PostScreeningHitsBatchBodyHitsItemType0
from .post_screening_hits_batch_body_hits_item_type_0_status import PostScreeningHitsBatchBodyHitsItemType0Status
from .post_screening_hits_batch_body_hits_item_type_1 import PostScreeningHitsBatchBodyHitsItemType1
from .post_screening_hits_batch_body_hits_item_type_1_match_result import PostScreeningHitsBatchBodyHitsItemType1MatchResult
from .post_screening_hits_body import PostScreeningHitsBody
from .post_screening_hits_body_status import PostScreeningHitsBodyStatus
from .post_screening_hits_body_type import PostScreeningHitsBodyType
from .post_screening_match_body import PostScreeningMatchBody
from .post_screening_match_body_config import PostScreeningMatchBodyConfig
from .post_screening_match_body_queries import PostScreeningMatchBodyQueries
from .post_screening_match_body_queries_additional_property import PostScreeningMatchBodyQueriesAdditionalProperty
from .post_screening_match_body_queries_additional_property_properties import PostScreeningMatchBodyQueriesAdditionalPropertyProperties
from .post_screening_match_body_queries_additional_property_schema import PostScreeningMatchBodyQueriesAdditionalPropertySchema
from .post_screening_match_body_weights import PostScreeningMatchBodyWeights
from .post_screening_match_dataset_body import PostScreeningMatchDatasetBody
from .post_screening_match_dataset_body_config import PostScreeningMatchDatasetBodyConfig
from .post_screening_match_dataset_body_queries import PostScreeningMatchDatasetBodyQueries
from .post_screening_match_dataset_body_queries_additional_property import PostScreeningMatchDatasetBodyQueriesAdditionalProperty
from .post_screening_match_dataset_body_queries_additional_property_properties import PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties
from .post_screening_match_dataset_body_queries_additional_property_schema import PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema
from .post_screening_match_dataset_body_weights import PostScreeningMatchDatasetBodyWeights
from .post_screening_match_dataset_response_200 import PostScreeningMatchDatasetResponse200
from .post_screening_match_dataset_response_200_list_versions import PostScreeningMatchDatasetResponse200ListVersions
from .post_screening_match_dataset_response_200_matcher import PostScreeningMatchDatasetResponse200Matcher
from .post_screening_match_dataset_response_200_matcher_additional_property import PostScreeningMatchDatasetResponse200MatcherAdditionalProperty
from .post_screening_match_dataset_response_200_responses import PostScreeningMatchDatasetResponse200Responses
from .post_screening_match_dataset_response_200_responses_additional_property import PostScreeningMatchDatasetResponse200ResponsesAdditionalProperty
from .post_screening_match_dataset_response_200_responses_additional_property_query import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQuery
from .post_screening_match_dataset_response_200_responses_additional_property_query_properties import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties
from .post_screening_match_dataset_response_200_responses_additional_property_results_item import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItem
from .post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanations
from .post_screening_match_dataset_response_200_responses_additional_property_results_item_explanations_additional_property import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty
from .post_screening_match_dataset_response_200_responses_additional_property_results_item_features import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemFeatures
from .post_screening_match_dataset_response_200_responses_additional_property_results_item_match_result import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResult
from .post_screening_match_dataset_response_200_responses_additional_property_results_item_match_result_type import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType
from .post_screening_match_dataset_response_200_responses_additional_property_results_item_properties import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemProperties
from .post_screening_match_dataset_response_200_responses_additional_property_total import PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyTotal
from .post_screening_match_response_200 import PostScreeningMatchResponse200
from .post_screening_match_response_200_list_versions import PostScreeningMatchResponse200ListVersions
from .post_screening_match_response_200_matcher import PostScreeningMatchResponse200Matcher
from .post_screening_match_response_200_matcher_additional_property import PostScreeningMatchResponse200MatcherAdditionalProperty
from .post_screening_match_response_200_responses import PostScreeningMatchResponse200Responses
from .post_screening_match_response_200_responses_additional_property import PostScreeningMatchResponse200ResponsesAdditionalProperty
from .post_screening_match_response_200_responses_additional_property_query import PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery
from .post_screening_match_response_200_responses_additional_property_query_properties import PostScreeningMatchResponse200ResponsesAdditionalPropertyQueryProperties
from .post_screening_match_response_200_responses_additional_property_results_item import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem
from .post_screening_match_response_200_responses_additional_property_results_item_explanations import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations
from .post_screening_match_response_200_responses_additional_property_results_item_explanations_additional_property import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty
from .post_screening_match_response_200_responses_additional_property_results_item_features import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures
from .post_screening_match_response_200_responses_additional_property_results_item_match_result import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult
from .post_screening_match_response_200_responses_additional_property_results_item_match_result_type import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResultType
from .post_screening_match_response_200_responses_additional_property_results_item_properties import PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties
from .post_screening_match_response_200_responses_additional_property_total import PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal
from .post_webhooks_body import PostWebhooksBody
from .post_webhooks_body_events_item import PostWebhooksBodyEventsItem
from .post_webhooks_id_deliveries_resend_body import PostWebhooksIdDeliveriesResendBody
from .post_webhooks_id_rotate_secret_body import PostWebhooksIdRotateSecretBody
from .post_webhooks_id_test_body import PostWebhooksIdTestBody
from .post_webhooks_id_test_body_event_type import PostWebhooksIdTestBodyEventType
from .put_screening_severity_tiers_body import PutScreeningSeverityTiersBody
from .put_settings_approval_gates_body import PutSettingsApprovalGatesBody
from .put_settings_approval_gates_body_reviewed_hit_types_item import PutSettingsApprovalGatesBodyReviewedHitTypesItem
from .put_settings_four_eyes_body import PutSettingsFourEyesBody
from .put_settings_four_eyes_body_hit_types_item import PutSettingsFourEyesBodyHitTypesItem
from .put_settings_four_eyes_body_risk_levels_item import PutSettingsFourEyesBodyRiskLevelsItem
from .put_settings_periodic_review_body import PutSettingsPeriodicReviewBody
from .put_settings_risk_model_body import PutSettingsRiskModelBody
from .put_settings_risk_model_body_definition import PutSettingsRiskModelBodyDefinition
from .put_settings_risk_model_body_definition_countries import PutSettingsRiskModelBodyDefinitionCountries
from .put_settings_risk_model_body_definition_documents import PutSettingsRiskModelBodyDefinitionDocuments
from .put_settings_risk_model_body_definition_entity_types import PutSettingsRiskModelBodyDefinitionEntityTypes
from .put_settings_risk_model_body_definition_hits import PutSettingsRiskModelBodyDefinitionHits
from .put_settings_risk_model_body_definition_hits_adversemedia import PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA
from .put_settings_risk_model_body_definition_hits_pep import PutSettingsRiskModelBodyDefinitionHitsPEP
from .put_settings_risk_model_body_definition_hits_sanctions import PutSettingsRiskModelBodyDefinitionHitsSANCTIONS
from .put_settings_risk_model_body_definition_hits_warning import PutSettingsRiskModelBodyDefinitionHitsWARNING
from .put_settings_risk_model_body_definition_legal_forms import PutSettingsRiskModelBodyDefinitionLegalForms
from .put_settings_risk_model_body_definition_ownership_layers import PutSettingsRiskModelBodyDefinitionOwnershipLayers
from .put_settings_risk_model_body_definition_thresholds import PutSettingsRiskModelBodyDefinitionThresholds
from .put_settings_ubo_thresholds_body import PutSettingsUboThresholdsBody
from .retention_policy import RetentionPolicy
from .retention_policy_input import RetentionPolicyInput
from .risk_assessment import RiskAssessment
from .risk_assessment_assessed_level_type_0 import RiskAssessmentAssessedLevelType0
from .risk_assessment_level_type_0 import RiskAssessmentLevelType0
from .risk_country_lists import RiskCountryLists
from .risk_factor_contribution import RiskFactorContribution
from .risk_model import RiskModel
from .risk_model_definition import RiskModelDefinition
from .risk_override import RiskOverride
from .risk_override_level import RiskOverrideLevel
from .risk_override_pending import RiskOverridePending
from .risk_override_pending_level import RiskOverridePendingLevel
from .rotated_webhook_secret import RotatedWebhookSecret
from .sanctioned_owner import SanctionedOwner
from .sanctioned_owner_status import SanctionedOwnerStatus
from .sanctioned_ownership import SanctionedOwnership
from .screening_category import ScreeningCategory
from .screening_group import ScreeningGroup
from .screening_group_status_type_0 import ScreeningGroupStatusType0
from .screening_group_type import ScreeningGroupType
from .screening_hit import ScreeningHit
from .screening_hit_application import ScreeningHitApplication
from .screening_hit_application_risk_level_type_0 import ScreeningHitApplicationRiskLevelType0
from .screening_hit_clearance_pending_status_type_0 import ScreeningHitClearancePendingStatusType0
from .screening_hit_details import ScreeningHitDetails
from .screening_hit_note import ScreeningHitNote
from .screening_hit_origin_type_0 import ScreeningHitOriginType0
from .screening_hit_status import ScreeningHitStatus
from .screening_hit_type import ScreeningHitType
from .screening_hits import ScreeningHits
from .screening_hits_counts import ScreeningHitsCounts
from .screening_queue_item import ScreeningQueueItem
from .screening_queue_item_clearance_pending_status_type_0 import ScreeningQueueItemClearancePendingStatusType0
from .screening_queue_item_details import ScreeningQueueItemDetails
from .screening_queue_item_origin_type_0 import ScreeningQueueItemOriginType0
from .screening_queue_item_status import ScreeningQueueItemStatus
from .screening_queue_item_type import ScreeningQueueItemType
from .screening_queue_page import ScreeningQueuePage
from .screening_search_group import ScreeningSearchGroup
from .screening_search_item import ScreeningSearchItem
from .screening_search_item_status import ScreeningSearchItemStatus
from .screening_search_item_type import ScreeningSearchItemType
from .screening_settings import ScreeningSettings
from .screening_settings_types_item import ScreeningSettingsTypesItem
from .screening_story import ScreeningStory
from .screening_story_status_type_0 import ScreeningStoryStatusType0
from .screening_story_type import ScreeningStoryType
from .search_results import SearchResults
from .severity_taxonomy import SeverityTaxonomy
from .task import Task
from .task_document_type import TaskDocumentType
from .task_entity_type import TaskEntityType
from .task_page import TaskPage
from .task_search_group import TaskSearchGroup
from .task_search_item import TaskSearchItem
from .task_status import TaskStatus
from .task_type import TaskType
from .ubo_thresholds import UboThresholds
from .validation import Validation
from .validation_result import ValidationResult
from .validation_type import ValidationType
from .webhook import Webhook
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem
from .webhook_delivery_event import WebhookDeliveryEvent
from .webhook_delivery_last_response_type_0 import WebhookDeliveryLastResponseType0
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_events_item import WebhookEventsItem
from .webhook_ping_result import WebhookPingResult
from .webhook_resend_result import WebhookResendResult
from .webhook_status import WebhookStatus
from .yente_entity import YenteEntity
from .yente_entity_properties import YenteEntityProperties

__all__ = (
    "AccountUser",
    "AccountUserRoleType0",
    "Application",
    "ApplicationEntityType",
    "ApplicationErasure",
    "ApplicationLabelsItem",
    "ApplicationPage",
    "ApplicationRiskLevelType0",
    "ApplicationSearchGroup",
    "ApplicationSearchItem",
    "ApplicationSearchItemEntityType",
    "ApplicationSearchItemStatus",
    "ApplicationStatus",
    "ApprovalGates",
    "ApprovalGatesReviewedHitTypesItem",
    "AuditLogEntry",
    "AuditLogEntryEvent",
    "AuditLogPage",
    "BeneficialOwner",
    "BeneficialOwnerReasonsItem",
    "BeneficialOwnerRolesItem",
    "Business",
    "BusinessAddressType0",
    "BusinessRole",
    "BusinessTinsItem",
    "CreatedWebhook",
    "CreatedWebhookEventsItem",
    "CreatedWebhookStatus",
    "CrsControllingPerson",
    "CrsControllingPersonType",
    "Document",
    "DocumentAddedByType0",
    "DocumentAdditionalInfoRequest",
    "DocumentArrival",
    "DocumentDuplicateOfType0",
    "DocumentHiddenSourceType0",
    "DocumentMetadata",
    "DocumentOriginSystem",
    "DocumentPage",
    "DocumentSearchGroup",
    "DocumentSearchItem",
    "DocumentSubjectType0",
    "DocumentSubjectType0EntityType",
    "DocumentSubType",
    "DocumentSummary",
    "DocumentSummaryHiddenSourceType0",
    "DocumentSummaryType",
    "DocumentSupersededBy",
    "DocumentType",
    "DocumentUpload",
    "EffectiveOwnership",
    "Error",
    "ErrorDetailsItem",
    "ExportDownload",
    "ExportJob",
    "ExportJobFailuresItem",
    "ExportJobFormat",
    "ExportJobStatus",
    "FourEyesPolicy",
    "FourEyesPolicyHitTypesItem",
    "FourEyesPolicyRiskLevelsItem",
    "GetApplicationsEntityTypesItem",
    "GetApplicationsOrder",
    "GetApplicationsOrderBy",
    "GetApplicationsRiskLevelsItem",
    "GetApplicationsStatusItem",
    "GetApplicationsTypesItem",
    "GetAuditLogsOrder",
    "GetDocumentsOrder",
    "GetMigrationsOrder",
    "GetNotesOrder",
    "GetPlatformSearchApplicationStatusItem",
    "GetPlatformSearchDocumentEntityType",
    "GetPlatformSearchScreeningTypeItem",
    "GetPlatformSearchSortOrder",
    "GetPlatformSearchTaskState",
    "GetPlatformSearchType",
    "GetScreeningAlgorithmsResponse200",
    "GetScreeningAlgorithmsResponse200AlgorithmsItem",
    "GetScreeningAlgorithmsResponse200AlgorithmsItemDocs",
    "GetScreeningAlgorithmsResponse200AlgorithmsItemDocsConfig",
    "GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeatures",
    "GetScreeningAlgorithmsResponse200AlgorithmsItemDocsFeaturesAdditionalProperty",
    "GetScreeningAlgorithmsResponse200AlgorithmsItemFeatures",
    "GetScreeningAlgorithmsResponse200AlgorithmsItemFeaturesAdditionalProperty",
    "GetScreeningCatalogResponse200",
    "GetScreeningCatalogResponse200DatasetsItem",
    "GetScreeningQueueOrder",
    "GetScreeningQueueOriginItem",
    "GetScreeningQueueRiskLevelsItem",
    "GetScreeningQueueStatusItem",
    "GetScreeningQueueTypeItem",
    "GetScreeningSearchDatasetFilterOp",
    "GetScreeningSearchDatasetResponse200",
    "GetScreeningSearchDatasetResponse200Facets",
    "GetScreeningSearchDatasetResponse200FacetsAdditionalProperty",
    "GetScreeningSearchDatasetResponse200FacetsAdditionalPropertyValuesItem",
    "GetScreeningSearchDatasetResponse200Total",
    "GetTasksOrder",
    "GetTasksOrderBy",
    "GetTasksStatusItem",
    "GetTasksTypeItem",
    "GetWebhooksIdDeliveriesEvent",
    "GetWebhooksIdDeliveriesStatus",
    "Individual",
    "IndividualAddressType0",
    "IndividualRole",
    "IndividualTinsItem",
    "LegalHold",
    "LegalHoldInput",
    "MatchLogErasure",
    "MatchLogErasureInput",
    "MatchResult",
    "MatchResultClearedReasonType0",
    "Migration",
    "MigrationBulkStageType0",
    "MigrationComplianceChecks",
    "MigrationItemCounts",
    "MigrationPage",
    "MigrationSourceType",
    "MigrationStatus",
    "MigrationUpload",
    "MigrationUploadComplianceChecks",
    "Note",
    "NoteAttachment",
    "NoteEntityType",
    "NotePage",
    "NoteUser",
    "OnboardingWorkflow",
    "Ownership",
    "OwnershipEdge",
    "OwnershipEdgeKind",
    "OwnershipEdgeRoleType0",
    "OwnershipNode",
    "OwnershipNodeKind",
    "OwnershipNodeScreening",
    "OwnershipNodeScreeningSanctionedType0",
    "OwnershipNodeScreeningScreenedAs",
    "OwnershipNodeScreeningStatus",
    "OwnershipPath",
    "OwnershipProblem",
    "OwnershipProblemCode",
    "PatchApplicationsIdBody",
    "PatchApplicationsIdBusinessesBusinessIdBody",
    "PatchApplicationsIdBusinessesBusinessIdBodyAddressType0",
    "PatchApplicationsIdBusinessesBusinessIdBodyRole",
    "PatchApplicationsIdBusinessesBusinessIdBodyTinsType0Item",
    "PatchApplicationsIdIndividualsIndividualIdBody",
    "PatchApplicationsIdIndividualsIndividualIdBodyAddressType0",
    "PatchApplicationsIdIndividualsIndividualIdBodyRole",
    "PatchApplicationsIdIndividualsIndividualIdBodyTinsType0Item",
    "PatchApplicationsIdOwnershipEdgesEdgeIdBody",
    "PatchApplicationsIdOwnershipEdgesEdgeIdBodyRole",
    "PatchApplicationsIdOwnershipNodesNodeIdBody",
    "PatchApplicationsIdOwnershipNodesNodeIdBodyKind",
    "PatchDocumentsIdBody",
    "PatchDocumentsIdBodyMetadata",
    "PatchDocumentsIdBodyOriginSystem",
    "PatchDocumentsIdBodyValidationsItem",
    "PatchDocumentsIdBodyValidationsItemResultsItem",
    "PatchDocumentsIdBodyValidationsItemType",
    "PatchNotesIdBody",
    "PatchOnboardingWorkflowsIdBody",
    "PatchOnboardingWorkflowsIdBodyRequiredDocumentsItem",
    "PatchOnboardingWorkflowsIdBodyRequiredFieldsItem",
    "PatchScreeningBusinessesBusinessIdBody",
    "PatchScreeningBusinessesBusinessIdBodyTypesItem",
    "PatchScreeningBusinessesBusinessIdSummaryBody",
    "PatchScreeningGroupsGroupIdBody",
    "PatchScreeningGroupsGroupIdBodyStatus",
    "PatchScreeningHitsHitIdBody",
    "PatchScreeningHitsHitIdBodyStatus",
    "PatchScreeningIndividualsIndividualIdBody",
    "PatchScreeningIndividualsIndividualIdBodyTypesItem",
    "PatchScreeningIndividualsIndividualIdSummaryBody",
    "PatchScreeningStoriesStoryIdBody",
    "PatchScreeningStoriesStoryIdBodyStatus",
    "PatchTasksTaskIdBody",
    "PatchTasksTaskIdBodyStatus",
    "PatchUsersIdBody",
    "PatchUsersIdBodyRoleType0",
    "PatchWebhooksIdBody",
    "PatchWebhooksIdBodyEventsItem",
    "PatchWebhooksIdBodyStatus",
    "PercentRange",
    "PeriodicReviewPolicy",
    "PostApplicationsBodyType0",
    "PostApplicationsBodyType1",
    "PostApplicationsIdApproveBody",
    "PostApplicationsIdBusinessesBody",
    "PostApplicationsIdBusinessesBodyAddress",
    "PostApplicationsIdBusinessesBodyRole",
    "PostApplicationsIdBusinessesBodyTinsItem",
    "PostApplicationsIdIndividualsBody",
    "PostApplicationsIdIndividualsBodyAddress",
    "PostApplicationsIdIndividualsBodyRole",
    "PostApplicationsIdIndividualsBodyTinsItem",
    "PostApplicationsIdOwnershipEdgesBody",
    "PostApplicationsIdOwnershipEdgesBodyKind",
    "PostApplicationsIdOwnershipEdgesBodyRole",
    "PostApplicationsIdOwnershipNodesBody",
    "PostApplicationsIdOwnershipNodesBodyKind",
    "PostApplicationsIdRiskOverrideBody",
    "PostApplicationsIdRiskOverrideBodyLevel",
    "PostDocumentsBody",
    "PostDocumentsBodyAdditionalInfoRequest",
    "PostDocumentsBodyMetadata",
    "PostDocumentsBodySubject",
    "PostDocumentsBodySubjectEntityType",
    "PostDocumentsBodySubType",
    "PostDocumentsBodySuppliedBy",
    "PostDocumentsBodyType",
    "PostDocumentsUploadsBody",
    "PostExportsBody",
    "PostExportsBodyFormat",
    "PostMigrationsJsonBody",
    "PostMigrationsJsonBodyComplianceChecks",
    "PostMigrationsJsonBodyItemsItem",
    "PostMigrationsJsonBodyItemsItemEntityType",
    "PostNotesBody",
    "PostNotesBodyAttachmentsItem",
    "PostNotesBodyEntityType",
    "PostOnboardingWorkflowsBody",
    "PostOnboardingWorkflowsBodyRequiredDocumentsItem",
    "PostOnboardingWorkflowsBodyRequiredFieldsItem",
    "PostScreeningGroupsBody",
    "PostScreeningGroupsBodyCategory",
    "PostScreeningGroupsBodyType",
    "PostScreeningGroupsGroupIdHitsBody",
    "PostScreeningHitsBatchBody",
    "PostScreeningHitsBatchBodyHitsItemType0",
    "PostScreeningHitsBatchBodyHitsItemType0Status",
    "PostScreeningHitsBatchBodyHitsItemType1",
    "PostScreeningHitsBatchBodyHitsItemType1MatchResult",
    "PostScreeningHitsBody",
    "PostScreeningHitsBodyStatus",
    "PostScreeningHitsBodyType",
    "PostScreeningMatchBody",
    "PostScreeningMatchBodyConfig",
    "PostScreeningMatchBodyQueries",
    "PostScreeningMatchBodyQueriesAdditionalProperty",
    "PostScreeningMatchBodyQueriesAdditionalPropertyProperties",
    "PostScreeningMatchBodyQueriesAdditionalPropertySchema",
    "PostScreeningMatchBodyWeights",
    "PostScreeningMatchDatasetBody",
    "PostScreeningMatchDatasetBodyConfig",
    "PostScreeningMatchDatasetBodyQueries",
    "PostScreeningMatchDatasetBodyQueriesAdditionalProperty",
    "PostScreeningMatchDatasetBodyQueriesAdditionalPropertyProperties",
    "PostScreeningMatchDatasetBodyQueriesAdditionalPropertySchema",
    "PostScreeningMatchDatasetBodyWeights",
    "PostScreeningMatchDatasetResponse200",
    "PostScreeningMatchDatasetResponse200ListVersions",
    "PostScreeningMatchDatasetResponse200Matcher",
    "PostScreeningMatchDatasetResponse200MatcherAdditionalProperty",
    "PostScreeningMatchDatasetResponse200Responses",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalProperty",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQuery",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyQueryProperties",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItem",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanations",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemFeatures",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResult",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemMatchResultType",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyResultsItemProperties",
    "PostScreeningMatchDatasetResponse200ResponsesAdditionalPropertyTotal",
    "PostScreeningMatchResponse200",
    "PostScreeningMatchResponse200ListVersions",
    "PostScreeningMatchResponse200Matcher",
    "PostScreeningMatchResponse200MatcherAdditionalProperty",
    "PostScreeningMatchResponse200Responses",
    "PostScreeningMatchResponse200ResponsesAdditionalProperty",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyQuery",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyQueryProperties",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItem",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanations",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemExplanationsAdditionalProperty",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemFeatures",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResult",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemMatchResultType",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyResultsItemProperties",
    "PostScreeningMatchResponse200ResponsesAdditionalPropertyTotal",
    "PostWebhooksBody",
    "PostWebhooksBodyEventsItem",
    "PostWebhooksIdDeliveriesResendBody",
    "PostWebhooksIdRotateSecretBody",
    "PostWebhooksIdTestBody",
    "PostWebhooksIdTestBodyEventType",
    "PutScreeningSeverityTiersBody",
    "PutSettingsApprovalGatesBody",
    "PutSettingsApprovalGatesBodyReviewedHitTypesItem",
    "PutSettingsFourEyesBody",
    "PutSettingsFourEyesBodyHitTypesItem",
    "PutSettingsFourEyesBodyRiskLevelsItem",
    "PutSettingsPeriodicReviewBody",
    "PutSettingsRiskModelBody",
    "PutSettingsRiskModelBodyDefinition",
    "PutSettingsRiskModelBodyDefinitionCountries",
    "PutSettingsRiskModelBodyDefinitionDocuments",
    "PutSettingsRiskModelBodyDefinitionEntityTypes",
    "PutSettingsRiskModelBodyDefinitionHits",
    "PutSettingsRiskModelBodyDefinitionHitsADVERSEMEDIA",
    "PutSettingsRiskModelBodyDefinitionHitsPEP",
    "PutSettingsRiskModelBodyDefinitionHitsSANCTIONS",
    "PutSettingsRiskModelBodyDefinitionHitsWARNING",
    "PutSettingsRiskModelBodyDefinitionLegalForms",
    "PutSettingsRiskModelBodyDefinitionOwnershipLayers",
    "PutSettingsRiskModelBodyDefinitionThresholds",
    "PutSettingsUboThresholdsBody",
    "RetentionPolicy",
    "RetentionPolicyInput",
    "RiskAssessment",
    "RiskAssessmentAssessedLevelType0",
    "RiskAssessmentLevelType0",
    "RiskCountryLists",
    "RiskFactorContribution",
    "RiskModel",
    "RiskModelDefinition",
    "RiskOverride",
    "RiskOverrideLevel",
    "RiskOverridePending",
    "RiskOverridePendingLevel",
    "RotatedWebhookSecret",
    "SanctionedOwner",
    "SanctionedOwnership",
    "SanctionedOwnerStatus",
    "ScreeningCategory",
    "ScreeningGroup",
    "ScreeningGroupStatusType0",
    "ScreeningGroupType",
    "ScreeningHit",
    "ScreeningHitApplication",
    "ScreeningHitApplicationRiskLevelType0",
    "ScreeningHitClearancePendingStatusType0",
    "ScreeningHitDetails",
    "ScreeningHitNote",
    "ScreeningHitOriginType0",
    "ScreeningHits",
    "ScreeningHitsCounts",
    "ScreeningHitStatus",
    "ScreeningHitType",
    "ScreeningQueueItem",
    "ScreeningQueueItemClearancePendingStatusType0",
    "ScreeningQueueItemDetails",
    "ScreeningQueueItemOriginType0",
    "ScreeningQueueItemStatus",
    "ScreeningQueueItemType",
    "ScreeningQueuePage",
    "ScreeningSearchGroup",
    "ScreeningSearchItem",
    "ScreeningSearchItemStatus",
    "ScreeningSearchItemType",
    "ScreeningSettings",
    "ScreeningSettingsTypesItem",
    "ScreeningStory",
    "ScreeningStoryStatusType0",
    "ScreeningStoryType",
    "SearchResults",
    "SeverityTaxonomy",
    "Task",
    "TaskDocumentType",
    "TaskEntityType",
    "TaskPage",
    "TaskSearchGroup",
    "TaskSearchItem",
    "TaskStatus",
    "TaskType",
    "UboThresholds",
    "Validation",
    "ValidationResult",
    "ValidationType",
    "Webhook",
    "WebhookDelivery",
    "WebhookDeliveryAttemptsItem",
    "WebhookDeliveryEvent",
    "WebhookDeliveryLastResponseType0",
    "WebhookDeliveryStatus",
    "WebhookEventsItem",
    "WebhookPingResult",
    "WebhookResendResult",
    "WebhookStatus",
    "YenteEntity",
    "YenteEntityProperties",
)
