// Generated from spec/forms.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeDate } from '@siteapi/runtime';

/** Conversions of `FormSubmission`. */
export const formSubmissionPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `CreateSubmissionRequest`. */
export const createSubmissionRequestPlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `CreateSubmissionResponse`. */
export const createSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `GetSubmissionResponse`. */
export const getSubmissionResponsePlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `UpdateSubmissionRequest`. */
export const updateSubmissionRequestPlan: Plan = { submission: formSubmissionPlan };

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

/** Conversions of `ValidateFormSubmissionRequest`. */
export const validateFormSubmissionRequestPlan: Plan = { submission: formSubmissionPlan };

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

/** Converts a parsed `FormSubmission` in place, as {@link formSubmissionPlan} says. */
export function formSubmissionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `CreateSubmissionResponse` in place, as {@link createSubmissionResponsePlan} says. */
export function createSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `GetSubmissionResponse` in place, as {@link getSubmissionResponsePlan} says. */
export function getSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateSubmissionResponse` in place, as {@link updateSubmissionResponsePlan} says. */
export function updateSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `ConfirmSubmissionResponse` in place, as {@link confirmSubmissionResponsePlan} says. */
export function confirmSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `RestoreSubmissionFromTrashBinResponse` in place, as {@link restoreSubmissionFromTrashBinResponsePlan} says. */
export function restoreSubmissionFromTrashBinResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `ListDeletedSubmissionsResponse` in place, as {@link listDeletedSubmissionsResponsePlan} says. */
export function listDeletedSubmissionsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submissions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) formSubmissionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) formSubmissionDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `GetDeletedSubmissionResponse` in place, as {@link getDeletedSubmissionResponsePlan} says. */
export function getDeletedSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `QuerySubmissionResponse` in place, as {@link querySubmissionResponsePlan} says. */
export function querySubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submissions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) formSubmissionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) formSubmissionDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `SearchSubmissionsByNamespaceResponse` in place, as {@link searchSubmissionsByNamespaceResponsePlan} says. */
export function searchSubmissionsByNamespaceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submissions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) formSubmissionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) formSubmissionDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QuerySubmissionsByNamespaceResponse` in place, as {@link querySubmissionsByNamespaceResponsePlan} says. */
export function querySubmissionsByNamespaceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submissions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) formSubmissionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) formSubmissionDecoder(c0[k1], x);
        }

      }

    }

  }
}
