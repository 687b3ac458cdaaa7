// Generated from spec/forms.yaml by codegen. Do not edit.


/** Application error codes of the Form submissions service (x-error-catalogue). */
export const formsErrors = {
  FORM_NOT_FOUND: {
    status: 404,
    message: 'Form not found.',
    description: 'Create Submission: the form given by `submission.formId` does not exist. Declared by the SDK (`CreateSubmissionApplicationErrors`); HTTP status inferred from the published error summary of the call (one 404 error).',
  },
  FORM_RETRIEVAL_ERROR: {
    status: 503,
    message: 'Form retrieval error.',
    description: 'Create Submission: the form the submission belongs to could not be loaded, so the submission could not be validated or saved. Retry later. Declared by the SDK; HTTP status inferred from the published error summary of the call (one 503 Unavailable error).',
  },
  INVALID_CAPTCHA: {
    status: 428,
    message: 'Invalid captcha token.',
    description: 'Create Submission: the form is protected by a captcha and `captchaToken` is missing, expired or was not verified. Declared by the SDK; HTTP status inferred (the published summary of the call lists two 428 Failed Precondition errors, this one and `SITE_IS_A_TEMPLATE`).',
  },
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission the call needs (for example `SCOPE.DC-FORMS.MANAGE-SUBMISSIONS` or `SCOPE.DC-FORMS.READ-SUBMISSIONS`).',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  SITE_IS_A_TEMPLATE: {
    status: 428,
    message: 'Site is a template.',
    description: 'Create Submission: the site is a template, and a template site does not accept submissions. Declared by the SDK; HTTP status inferred from the published error summary of the call (Failed Precondition).',
  },
  SUBMISSION_NOT_FOUND: {
    status: 404,
    message: 'Submission not found.',
    description: 'No submission has the given ID (for the trash-bin calls: no submission with that ID is in the trash bin). The SDK declares no custom not-found code for the submission calls; this is the platform\'s standard not-found application error for a submission. (Code and HTTP status inferred from the kind of failure.)',
  },
  SUBMISSION_VALIDATION: {
    status: 400,
    message: 'Submission validation failed.',
    description: 'Create Submission, Update Submission: the submitted values do not pass the form\'s rules. It travels as a validation error with rule name `SUBMISSION_VALIDATION` (SDK `CreateSubmissionValidationErrors`, `UpdateSubmissionValidationErrors`); its `data` is a `SubmissionValidationErrorsDetails`: one entry per failed value, with `errorPath` (the field target, `address/postal_code` for nested values) and `errorType` (enum `ErrorType`). Validate Form Submission reports the same problems in a 200 answer instead.',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired token).',
  },
} as const;
