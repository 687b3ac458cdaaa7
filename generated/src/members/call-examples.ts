// Generated from spec/members.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  approveMember: [
    {
      name: 'approvePending',
      request: {
        path: { memberId: '2c4e6a8b-0d2f-4b4c-8e6a-5f7b9d1c3e5a' },
        query: {},
        header: {},
      },
    },
  ],
  blockMember: [
    {
      name: 'block',
      request: {
        path: { memberId: '9d1f3b5a-7c9e-4b2d-8f4a-6c8e0a2b4d61' },
        query: {},
        header: {},
      },
    },
  ],
  bulkApproveMembers: [
    {
      name: 'allPending',
      summary: 'Approve every pending member',
      request: { path: {}, query: {}, header: {}, body: { filter: { status: 'PENDING' } } },
    },
  ],
  bulkBlockMembers: [
    {
      name: 'spamDomain',
      summary: 'Block members who signed up with a spam domain',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: {
            loginEmail: { $in: ['promo1@spam-mailer.example', 'promo2@spam-mailer.example'] },
          },
        },
      },
    },
  ],
  bulkDeleteMembers: [
    {
      name: 'twoMembers',
      summary: 'Delete a test member and the site owner\'s member',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          memberIds: ['5e7a9c1b-3d5f-4e7a-9c1b-3d5f7a9c1e3b', '7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e61'],
        },
      },
    },
  ],
  bulkDeleteMembersByFilter: [
    {
      name: 'blockedTestAccounts',
      summary: 'Blocked members whose login email mentions "test"',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: { status: 'BLOCKED' },
          contentAssigneeId: '0b6a3c1e-5d2f-4a8b-9c7e-1f2d3a4b5c6d',
          search: { expression: 'test', fields: ['loginEmail'] },
        },
      },
    },
  ],
  createMember: [
    {
      name: 'newStudent',
      summary: 'A member with a login email, contact details and a nickname',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          member: {
            loginEmail: 'noah.becker@example.com',
            contact: {
              firstName: 'Noah',
              lastName: 'Becker',
              phones: ['+49 30 1234567'],
              addresses: [
                {
                  addressLine: 'Torstrasse 101',
                  city: 'Berlin',
                  country: 'DE',
                  postalCode: '10119',
                },
              ],
            },
            profile: { nickname: 'Noah B.' },
            privacyStatus: 'PRIVATE',
          },
        },
      },
    },
  ],
  deleteMember: [
    {
      name: 'spamAccount',
      request: {
        path: { memberId: '5e7a9c1b-3d5f-4e7a-9c1b-3d5f7a9c1e3b' },
        query: {},
        header: {},
      },
    },
  ],
  deleteMemberAddresses: [
    {
      name: 'clearAddresses',
      request: {
        path: { memberId: '0b6a3c1e-5d2f-4a8b-9c7e-1f2d3a4b5c6d' },
        query: {},
        header: {},
      },
    },
  ],
  deleteMemberEmails: [
    {
      name: 'clearEmails',
      request: {
        path: { memberId: '0b6a3c1e-5d2f-4a8b-9c7e-1f2d3a4b5c6d' },
        query: {},
        header: {},
      },
    },
  ],
  deleteMemberPhones: [
    {
      name: 'clearPhones',
      request: {
        path: { memberId: '0b6a3c1e-5d2f-4a8b-9c7e-1f2d3a4b5c6d' },
        query: {},
        header: {},
      },
    },
  ],
  deleteMyMember: [
    {
      name: 'handOver',
      request: {
        path: {},
        query: { contentAssigneeId: '4a6c8e0f-3b5d-4e7f-a9c1-2d3e4f5a6b7c' },
        header: {},
      },
    },
  ],
  disconnectMember: [
    {
      name: 'disconnect',
      request: {
        path: { memberId: '4a6c8e0f-3b5d-4e7f-a9c1-2d3e4f5a6b7c' },
        query: {},
        header: {},
      },
    },
  ],
  getCurrentMember: [
    {
      name: 'fullProfile',
      request: { path: {}, query: { fieldsets: ['FULL'] }, header: {} },
    },
  ],
  getMember: [
    {
      name: 'extended',
      request: {
        path: { memberId: '2c4e6a8b-0d2f-4b4c-8e6a-5f7b9d1c3e5a' },
        query: { fieldsets: ['EXTENDED'] },
        header: {},
      },
    },
    {
      name: 'publicProfile',
      request: {
        path: { memberId: '4a6c8e0f-3b5d-4e7f-a9c1-2d3e4f5a6b7c' },
        query: { fieldsets: ['PUBLIC'] },
        header: {},
      },
    },
  ],
  joinCommunity: [{ name: 'default', request: { path: {}, query: {}, header: {} } }],
  leaveCommunity: [{ name: 'default', request: { path: {}, query: {}, header: {} } }],
  listMembers: [
    {
      name: 'newestFirst',
      request: {
        path: {},
        query: {
          paging: { limit: 2, offset: 0 },
          fieldsets: ['PUBLIC'],
          sorting: { fieldName: 'createdDate', order: 'DESC' },
        },
        header: {},
      },
    },
  ],
  muteMember: [
    {
      name: 'mute',
      request: {
        path: { memberId: '4a6c8e0f-3b5d-4e7f-a9c1-2d3e4f5a6b7c' },
        query: {},
        header: {},
      },
    },
  ],
  queryMembers: [
    {
      name: 'pendingByName',
      summary: 'Pending members whose nickname contains "park", newest first',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: { status: 'PENDING' },
            sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
            paging: { limit: 10, offset: 0 },
          },
          fieldsets: ['EXTENDED'],
          search: { expression: 'park', fields: ['profile.nickname', 'contact.lastName'] },
        },
      },
    },
  ],
  unmuteMember: [
    {
      name: 'unmute',
      request: {
        path: { memberId: '4a6c8e0f-3b5d-4e7f-a9c1-2d3e4f5a6b7c' },
        query: {},
        header: {},
      },
    },
  ],
  updateCurrentMemberSlug: [
    {
      name: 'newSlug',
      summary: 'The member picks a shorter slug',
      request: { path: {}, query: {}, header: {}, body: { slug: 'dana-ceramics' } },
    },
  ],
  updateMember: [
    {
      name: 'newJobAndAddress',
      summary: 'New job title, a new address list and a custom field value',
      request: {
        path: { memberId: '0b6a3c1e-5d2f-4a8b-9c7e-1f2d3a4b5c6d' },
        query: {},
        header: {},
        body: {
          member: {
            contact: {
              jobTitle: 'Head instructor',
              addresses: [
                {
                  streetAddress: { number: '235', name: 'Valencia St' },
                  addressLine2: 'Studio 2',
                  city: 'San Francisco',
                  subdivision: 'US-CA',
                  country: 'US',
                  postalCode: '94103',
                },
              ],
              customFields: { 'custom.portfolio-url': { value: 'https://danaleviceramics.example.com' } },
            },
            profile: { title: 'Ceramic artist and teacher' },
          },
        },
      },
    },
  ],
  updateMemberSlug: [
    {
      name: 'byOwner',
      summary: 'The site owner renames a member\'s profile URL',
      request: {
        path: { memberId: '4a6c8e0f-3b5d-4e7f-a9c1-2d3e4f5a6b7c' },
        query: {},
        header: {},
        body: { slug: 'omar-haddad-photography' },
      },
    },
  ],
};
