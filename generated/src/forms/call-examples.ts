// Generated from spec/forms.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  bulkDeleteSubmission: [
    {
      name: 'twoToTrash',
      summary: 'Move two submissions to the trash bin, keeping their files',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
          submissionIds: ['6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59', '00000000-0000-4000-8000-000000000000'],
          permanent: false,
          preserveFiles: true,
        },
      },
    },
  ],
  bulkMarkSubmissionsAsSeen: [
    {
      name: 'twoSeen',
      summary: 'Mark two submissions as seen',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          ids: ['6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59', 'b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e'],
          formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
        },
      },
    },
  ],
  bulkRemoveSubmissionFromTrashBin: [
    {
      name: 'emptyTwo',
      summary: 'Remove two trashed submissions',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
          submissionIds: ['b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e', '3a5c7e9b-0d2f-4b4d-8f6a-1c3e5a7b9d20'],
        },
      },
    },
  ],
  bulkUpdateFormSubmissionTags: [
    {
      name: 'followUp',
      summary: 'Tag two submissions "follow up" and drop "new"',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          submissionIds: ['6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59', '2f8e6d4c-1a3b-4c5d-9e7f-8a0b1c2d3e4f'],
          assignTags: { tags: { tagIds: ['5c7e9a1b-3d5f-4b7c-9e1a-2b4c6d8e0f13'] } },
          unassignTags: { tags: { tagIds: ['6d8f0b2c-4e6a-4c8d-8f2b-3c5d7e9f1a24'] } },
        },
      },
    },
  ],
  bulkUpdateFormSubmissionTagsByFilter: [
    {
      name: 'archiveOld',
      summary: 'Tag every submission of a form from before April "archived"',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: {
            namespace: 'wix.form_app.form',
            formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
            createdDate: { $lt: '2024-04-01T00:00:00.000Z' },
          },
          assignTags: { tags: { tagIds: ['7e9a1c3d-5f7b-4d9e-9a3c-4d6e8f0a2b35'] } },
          unassignTags: { tags: { tagIds: [] } },
        },
      },
    },
  ],
  confirmSubmission: [
    {
      name: 'planPurchase',
      request: {
        path: { submissionId: '0a2c4e6b-8d1f-4a3c-9e5b-7d9f1b3d5e7a' },
        query: {},
        header: {},
      },
    },
  ],
  countDeletedSubmissions: [
    {
      name: 'twoForms',
      summary: 'Trashed confirmed submissions of two forms',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          formIds: ['c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38', '9b1d3f5a-7c9e-4b2d-8f4a-6c8e0a2b4d6f'],
          namespace: 'wix.form_app.form',
          statuses: ['CONFIRMED'],
        },
      },
    },
  ],
  countSubmissions: [
    {
      name: 'paidAndWaiting',
      summary: 'Confirmed and awaiting-payment submissions of two forms',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          formIds: ['c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38', '9b1d3f5a-7c9e-4b2d-8f4a-6c8e0a2b4d6f'],
          namespace: 'wix.form_app.form',
          statuses: ['CONFIRMED', 'PAYMENT_WAITING'],
        },
      },
    },
  ],
  countSubmissionsByFilter: [
    {
      name: 'mentionsRefund',
      summary: 'Confirmed submissions that mention a refund',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: { namespace: 'wix.form_app.form', status: 'CONFIRMED' },
          search: { mode: 'OR', expression: 'refund return', fuzzy: false },
        },
      },
    },
  ],
  createSubmission: [
    {
      name: 'contactForm',
      summary: 'A contact-form submission with a captcha token',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          submission: {
            formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
            submissions: {
              first_name: 'Dana',
              last_name: 'Levi',
              email: 'dana.levi@example.com',
              message: 'Hi, do you ship to Canada?',
            },
          },
          captchaToken: '03AFcWeA5x9Qk2vL7mT4pR8sN1bY6hJ3dG0fE2cW5zU9aK7iO4lP1qS8tV6xB3nM0',
          additionalMetadata: { source: 'landing-page', campaign: 'spring-sale' },
        },
      },
    },
  ],
  deleteSubmission: [
    {
      name: 'permanently',
      request: {
        path: { submissionId: '3a5c7e9b-0d2f-4b4d-8f6a-1c3e5a7b9d20' },
        query: { permanent: true, preserveFiles: false },
        header: {},
      },
    },
    {
      name: 'toTrash',
      request: {
        path: { submissionId: 'b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e' },
        query: { permanent: false, preserveFiles: true },
        header: {},
      },
    },
  ],
  getDeletedSubmission: [
    {
      name: 'inTrash',
      request: {
        path: { submissionId: 'b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e' },
        query: {},
        header: {},
      },
    },
  ],
  getFormattedSubmission: [
    {
      name: 'workshop',
      request: {
        path: { submissionId: '2f8e6d4c-1a3b-4c5d-9e7f-8a0b1c2d3e4f' },
        query: {},
        header: {},
      },
    },
  ],
  getMediaUploadUrl: [
    {
      name: 'resume',
      summary: 'A PDF for a job-application form',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          formId: '4d6f8a0b-2c4e-4a6c-9b8d-7e9f1a3b5c7d',
          filename: 'dana-levi-resume.pdf',
          mimeType: 'application/pdf',
        },
      },
    },
  ],
  getSubmission: [
    {
      name: 'paid',
      request: {
        path: { submissionId: '2f8e6d4c-1a3b-4c5d-9e7f-8a0b1c2d3e4f' },
        query: {},
        header: {},
      },
    },
  ],
  getSubmissionDownloadUrl: [
    {
      name: 'pending',
      request: {
        path: { submissionId: '6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59' },
        query: {},
        header: {},
      },
    },
    {
      name: 'ready',
      request: {
        path: { submissionId: '2f8e6d4c-1a3b-4c5d-9e7f-8a0b1c2d3e4f' },
        query: {},
        header: {},
      },
    },
  ],
  listDeletedSubmissions: [
    {
      name: 'firstPage',
      request: {
        path: {},
        query: {
          formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
          submissionIds: ['b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e', '3a5c7e9b-0d2f-4b4d-8f6a-1c3e5a7b9d20'],
          paging: { limit: 2 },
          statuses: ['CONFIRMED', 'PAYMENT_CANCELED'],
          namespace: 'wix.form_app.form',
        },
        header: {},
      },
    },
  ],
  querySubmission: [
    {
      name: 'myUnseen',
      summary: 'The caller\'s own unseen submissions of one form, newest first',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: { formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38', seen: false },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            cursorPaging: { limit: 1 },
          },
          onlyYourOwn: true,
        },
      },
    },
  ],
  querySubmissionsByNamespace: [
    {
      name: 'nextPage',
      summary: 'The following page, by cursor only',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            cursorPaging: { limit: 1, cursor: 'eyJmb3JtSWQiOiI5YjFkM2Y1YSIsIm9mZnNldCI6MX0' },
          },
          onlyYourOwn: false,
        },
      },
    },
    {
      name: 'recentForForm',
      summary: 'The newest submissions of one form',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: {
              namespace: 'wix.form_app.form',
              formId: '9b1d3f5a-7c9e-4b2d-8f4a-6c8e0a2b4d6f',
              createdDate: { $gte: '2024-04-01T00:00:00.000Z' },
            },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            cursorPaging: { limit: 1 },
          },
          onlyYourOwn: false,
        },
      },
    },
  ],
  removeSubmissionFromTrashBin: [
    {
      name: 'purge',
      request: {
        path: { submissionId: '3a5c7e9b-0d2f-4b4d-8f6a-1c3e5a7b9d20' },
        query: {},
        header: {},
      },
    },
  ],
  restoreSubmissionFromTrashBin: [
    {
      name: 'restore',
      request: {
        path: { submissionId: 'b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e' },
        query: {},
        header: {},
      },
    },
  ],
  searchSubmissionsByNamespace: [
    {
      name: 'canada',
      summary: 'Confirmed contact-form submissions that mention Canada',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          search: {
            filter: { namespace: 'wix.form_app.form', status: { $in: ['CONFIRMED'] } },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            search: { mode: 'AND', expression: 'ship canada', fuzzy: true },
            cursorPaging: { limit: 20 },
          },
        },
      },
    },
  ],
  updateExtendedFields: [
    {
      name: 'crmSync',
      summary: 'A CRM app records the lead it created',
      request: {
        path: { id: '2f8e6d4c-1a3b-4c5d-9e7f-8a0b1c2d3e4f' },
        query: {},
        header: {},
        body: {
          namespace: '@acme/crm-sync',
          namespaceData: {
            syncedAt: '2024-04-18T15:00:00Z',
            externalId: 'LEAD-20931',
            owner: 'sales-emea',
          },
        },
      },
    },
  ],
  updateSubmission: [
    {
      name: 'markSeenAndFix',
      summary: 'Correct a value and mark the submission as seen',
      request: {
        path: { submissionId: '6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59' },
        query: {},
        header: {},
        body: {
          submission: {
            id: '6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59',
            formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
            revision: '1',
            submissions: {
              first_name: 'Dana',
              last_name: 'Levi',
              email: 'dana.levi@example.org',
              message: 'Hi, do you ship to Canada?',
            },
            seen: true,
          },
          mask: 'submissions,seen',
        },
      },
    },
  ],
  upsertContactFromSubmission: [
    {
      name: 'existingContact',
      summary: 'Map the submission onto a known contact',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          submissionId: 'b7a9c3e2-4d5f-4a1b-8c6e-9f0a1b2c3d4e',
          contactId: '3d5f7b9a-1c3e-4d5f-9a7b-0c2e4a6b8d0f',
          emailVerified: false,
        },
      },
    },
    {
      name: 'newContact',
      summary: 'Create a contact from a submission whose email was verified',
      request: {
        path: {},
        query: {},
        header: {},
        body: { submissionId: '6e4b1f2a-9c3d-4e8f-a7b5-0d1c2e3f4a59', emailVerified: true },
      },
    },
  ],
  validateFormSubmission: [
    {
      name: 'allGood',
      summary: 'Check every field of a complete submission',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          submission: {
            formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
            submissions: {
              first_name: 'Dana',
              last_name: 'Levi',
              email: 'dana.levi@example.com',
              message: 'Hi, do you ship to Canada?',
            },
          },
          additionalMetadata: {},
          fieldsToValidate: [],
        },
      },
    },
    {
      name: 'badEmail',
      summary: 'Check the email field only',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          submission: {
            formId: 'c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38',
            submissions: { first_name: 'Dana', email: 'dana.levi-at-example.com' },
          },
          additionalMetadata: { source: 'landing-page' },
          fieldsToValidate: ['email'],
        },
      },
    },
  ],
};
