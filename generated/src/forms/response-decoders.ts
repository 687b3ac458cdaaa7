// Generated from spec/forms.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeDate } from '@siteapi/runtime/generated';

/** Converts a parsed `FormSubmission` in place, as `formSubmissionPlan` (conversion-plans.ts) says. */
export function formSubmissionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `CreateSubmissionResponse` in place, as `createSubmissionResponsePlan` (conversion-plans.ts) says. */
export function createSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `GetSubmissionResponse` in place, as `getSubmissionResponsePlan` (conversion-plans.ts) says. */
export function getSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateSubmissionResponse` in place, as `updateSubmissionResponsePlan` (conversion-plans.ts) says. */
export function updateSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `ConfirmSubmissionResponse` in place, as `confirmSubmissionResponsePlan` (conversion-plans.ts) says. */
export function confirmSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `RestoreSubmissionFromTrashBinResponse` in place, as `restoreSubmissionFromTrashBinResponsePlan` (conversion-plans.ts) says. */
export function restoreSubmissionFromTrashBinResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `ListDeletedSubmissionsResponse` in place, as `listDeletedSubmissionsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `GetDeletedSubmissionResponse` in place, as `getDeletedSubmissionResponsePlan` (conversion-plans.ts) says. */
export function getDeletedSubmissionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.submission) != null) formSubmissionDecoder(c0, x);
  }
}

/** Converts a parsed `QuerySubmissionResponse` in place, as `querySubmissionResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `SearchSubmissionsByNamespaceResponse` in place, as `searchSubmissionsByNamespaceResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `QuerySubmissionsByNamespaceResponse` in place, as `querySubmissionsByNamespaceResponsePlan` (conversion-plans.ts) says. */
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
