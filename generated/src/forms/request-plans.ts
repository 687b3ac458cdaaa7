// Generated from spec/forms.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

/** Conversions of `FormSubmission`. */
export const formSubmissionPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `CreateSubmissionRequest`. */
export const createSubmissionRequestPlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `UpdateSubmissionRequest`. */
export const updateSubmissionRequestPlan: Plan = { submission: formSubmissionPlan };

/** Conversions of `ValidateFormSubmissionRequest`. */
export const validateFormSubmissionRequestPlan: Plan = { submission: formSubmissionPlan };
