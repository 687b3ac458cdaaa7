// Generated from spec/forms.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { formsErrors } from './error-catalogue.js';

export type FormsErrorCode = keyof typeof formsErrors;

/**
 * Submissions of a site's forms: create, read, update and confirm submissions; delete them into the trash bin,
 * restore them from it or remove them permanently; query, search and count them; tag them, mark them as seen, set
 * their extended fields, upload files for them, get them as a document or formatted for display, validate a
 * submission without saving it, and map a submission onto a contact. Also the events the service emits.
 *
 * Ground truth: the platform's public REST API for form submissions, as exposed by the `@wix/forms` SDK
 * (`@wix/auto_sdk_forms_submissions`, module `submissions`). Field names are the wire (REST) names: `id` rather
 * than the SDK's `_id`, `createdDate` rather than `_createdDate`. The service works only when the platform's forms
 * app (`wix_forms`) is installed on the site.
 *
 * The contact-upsert call (`POST /v4/submissions-contacts`) belongs to a second platform service,
 * `FormSubmissionContactUpsertService`, served under the prefix `/form-submission-contact-mapping-service`
 * (`x-prefix` on that operation).
 */
export const formsService: ServiceInfo = {
  name: 'forms',
  title: 'Form submissions',
  prefix: '/form-submission-service',
  host: 'www.wixapis.com',
  sitePaths: {
    '': '/_api',
    '/form-submission-contact-mapping-service': '/forms/contactupsert',
  },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.formsErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type FormsCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };
