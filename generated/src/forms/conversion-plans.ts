// Generated from spec/forms.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { formSubmissionPlan } from './request-plans.js';

/** Conversions of `CreateSubmissionResponse`. */
export const createSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `GetSubmissionResponse`. */
export const getSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `UpdateSubmissionResponse`. */
export const updateSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `ConfirmSubmissionResponse`. */
export const confirmSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `RestoreSubmissionFromTrashBinResponse`. */
export const restoreSubmissionFromTrashBinResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `ListDeletedSubmissionsResponse`. */
export const listDeletedSubmissionsResponsePlan: Plan = { submissions: { '*': formSubmissionPlan } };

/** Conversions of `GetDeletedSubmissionResponse`. */
export const getDeletedSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `QuerySubmissionResponse`. */
export const querySubmissionResponsePlan: Plan = { submissions: { '*': formSubmissionPlan } };

/** Conversions of `SearchSubmissionsByNamespaceResponse`. */
export const searchSubmissionsByNamespaceResponsePlan: Plan = { submissions: { '*': formSubmissionPlan } };

/** Conversions of `QuerySubmissionsByNamespaceResponse`. */
export const querySubmissionsByNamespaceResponsePlan: Plan = { submissions: { '*': formSubmissionPlan } };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `MarketingSubscriptionDetails`. */
export const marketingSubscriptionDetailsPlan: Plan = { submittedDate: 'date' };

/** Conversions of `FormSubmissionStatusUpdatedEvent`. */
export const formSubmissionStatusUpdatedEventPlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `RemovedSubmissionFromTrash`. */
export const removedSubmissionFromTrashPlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `SubmissionContactMapped`. */
export const submissionContactMappedPlan: Plan = { marketingSubscriptionDetails: marketingSubscriptionDetailsPlan };

/** Conversions of `SubmissionCreatedEvent`. */
export const submissionCreatedEventPlan: Plan = { entity: formSubmissionPlan, metadata: eventMetadataPlan };

/** Conversions of `SubmissionUpdatedEvent`. */
export const submissionUpdatedEventPlan: Plan = { entity: formSubmissionPlan, metadata: eventMetadataPlan };

/** Conversions of `SubmissionDeletedEvent`. */
export const submissionDeletedEventPlan: Plan = { entity: formSubmissionPlan, metadata: eventMetadataPlan };

/** Conversions of `SubmissionStatusUpdatedEvent`. */
export const submissionStatusUpdatedEventPlan: Plan = { data: formSubmissionStatusUpdatedEventPlan, metadata: eventMetadataPlan };

/** Conversions of `SubmissionRemovedSubmissionFromTrashEvent`. */
export const submissionRemovedSubmissionFromTrashEventPlan: Plan = { data: removedSubmissionFromTrashPlan, metadata: eventMetadataPlan };

/** Conversions of `SubmissionContactMappedEvent`. */
export const submissionContactMappedEventPlan: Plan = { data: submissionContactMappedPlan, metadata: eventMetadataPlan };

/** Conversions of `SubmissionContactMappingSkippedEvent`. */
export const submissionContactMappingSkippedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  confirmSubmission: confirmSubmissionResponsePlan,
  createSubmission: createSubmissionResponsePlan,
  getDeletedSubmission: getDeletedSubmissionResponsePlan,
  getSubmission: getSubmissionResponsePlan,
  listDeletedSubmissions: listDeletedSubmissionsResponsePlan,
  querySubmission: querySubmissionResponsePlan,
  querySubmissionsByNamespace: querySubmissionsByNamespaceResponsePlan,
  restoreSubmissionFromTrashBin: restoreSubmissionFromTrashBinResponsePlan,
  searchSubmissionsByNamespace: searchSubmissionsByNamespaceResponsePlan,
  updateSubmission: updateSubmissionResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';
