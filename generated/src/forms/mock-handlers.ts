// Generated from spec/forms.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { bulkDeleteSubmission, bulkMarkSubmissionsAsSeen, bulkRemoveSubmissionFromTrashBin, bulkUpdateFormSubmissionTags, bulkUpdateFormSubmissionTagsByFilter, confirmSubmission, countDeletedSubmissions, countSubmissions, countSubmissionsByFilter, createSubmission, deleteSubmission, getDeletedSubmission, getFormattedSubmission, getMediaUploadUrl, getSubmission, getSubmissionDownloadUrl, listDeletedSubmissions, querySubmission, querySubmissionsByNamespace, removeSubmissionFromTrashBin, restoreSubmissionFromTrashBin, searchSubmissionsByNamespace, updateExtendedFields, updateSubmission, upsertContactFromSubmission, validateFormSubmission } from './submissions.js';

/** msw handlers of every forms call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...formsHandlers(document))`. */
export function formsHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['forms'] });
}

/** One forms call answered by a typed resolver, for a test: `server.use(formsMocks.bulkDeleteSubmission(() => ...))`. */
export const formsMocks = {
  bulkDeleteSubmission: (resolve: MockResolver<typeof bulkDeleteSubmission>, options?: MockCallOptions) => mockCall(bulkDeleteSubmission, resolve, options),
  bulkMarkSubmissionsAsSeen: (resolve: MockResolver<typeof bulkMarkSubmissionsAsSeen>, options?: MockCallOptions) => mockCall(bulkMarkSubmissionsAsSeen, resolve, options),
  bulkRemoveSubmissionFromTrashBin: (resolve: MockResolver<typeof bulkRemoveSubmissionFromTrashBin>, options?: MockCallOptions) => mockCall(bulkRemoveSubmissionFromTrashBin, resolve, options),
  bulkUpdateFormSubmissionTags: (resolve: MockResolver<typeof bulkUpdateFormSubmissionTags>, options?: MockCallOptions) => mockCall(bulkUpdateFormSubmissionTags, resolve, options),
  bulkUpdateFormSubmissionTagsByFilter: (resolve: MockResolver<typeof bulkUpdateFormSubmissionTagsByFilter>, options?: MockCallOptions) => mockCall(bulkUpdateFormSubmissionTagsByFilter, resolve, options),
  confirmSubmission: (resolve: MockResolver<typeof confirmSubmission>, options?: MockCallOptions) => mockCall(confirmSubmission, resolve, options),
  countDeletedSubmissions: (resolve: MockResolver<typeof countDeletedSubmissions>, options?: MockCallOptions) => mockCall(countDeletedSubmissions, resolve, options),
  countSubmissions: (resolve: MockResolver<typeof countSubmissions>, options?: MockCallOptions) => mockCall(countSubmissions, resolve, options),
  countSubmissionsByFilter: (resolve: MockResolver<typeof countSubmissionsByFilter>, options?: MockCallOptions) => mockCall(countSubmissionsByFilter, resolve, options),
  createSubmission: (resolve: MockResolver<typeof createSubmission>, options?: MockCallOptions) => mockCall(createSubmission, resolve, options),
  deleteSubmission: (resolve: MockResolver<typeof deleteSubmission>, options?: MockCallOptions) => mockCall(deleteSubmission, resolve, options),
  getDeletedSubmission: (resolve: MockResolver<typeof getDeletedSubmission>, options?: MockCallOptions) => mockCall(getDeletedSubmission, resolve, options),
  getFormattedSubmission: (resolve: MockResolver<typeof getFormattedSubmission>, options?: MockCallOptions) => mockCall(getFormattedSubmission, resolve, options),
  getMediaUploadUrl: (resolve: MockResolver<typeof getMediaUploadUrl>, options?: MockCallOptions) => mockCall(getMediaUploadUrl, resolve, options),
  getSubmission: (resolve: MockResolver<typeof getSubmission>, options?: MockCallOptions) => mockCall(getSubmission, resolve, options),
  getSubmissionDownloadUrl: (resolve: MockResolver<typeof getSubmissionDownloadUrl>, options?: MockCallOptions) => mockCall(getSubmissionDownloadUrl, resolve, options),
  listDeletedSubmissions: (resolve: MockResolver<typeof listDeletedSubmissions>, options?: MockCallOptions) => mockCall(listDeletedSubmissions, resolve, options),
  querySubmission: (resolve: MockResolver<typeof querySubmission>, options?: MockCallOptions) => mockCall(querySubmission, resolve, options),
  querySubmissionsByNamespace: (resolve: MockResolver<typeof querySubmissionsByNamespace>, options?: MockCallOptions) => mockCall(querySubmissionsByNamespace, resolve, options),
  removeSubmissionFromTrashBin: (resolve: MockResolver<typeof removeSubmissionFromTrashBin>, options?: MockCallOptions) => mockCall(removeSubmissionFromTrashBin, resolve, options),
  restoreSubmissionFromTrashBin: (resolve: MockResolver<typeof restoreSubmissionFromTrashBin>, options?: MockCallOptions) => mockCall(restoreSubmissionFromTrashBin, resolve, options),
  searchSubmissionsByNamespace: (resolve: MockResolver<typeof searchSubmissionsByNamespace>, options?: MockCallOptions) => mockCall(searchSubmissionsByNamespace, resolve, options),
  updateExtendedFields: (resolve: MockResolver<typeof updateExtendedFields>, options?: MockCallOptions) => mockCall(updateExtendedFields, resolve, options),
  updateSubmission: (resolve: MockResolver<typeof updateSubmission>, options?: MockCallOptions) => mockCall(updateSubmission, resolve, options),
  upsertContactFromSubmission: (resolve: MockResolver<typeof upsertContactFromSubmission>, options?: MockCallOptions) => mockCall(upsertContactFromSubmission, resolve, options),
  validateFormSubmission: (resolve: MockResolver<typeof validateFormSubmission>, options?: MockCallOptions) => mockCall(validateFormSubmission, resolve, options),
};
