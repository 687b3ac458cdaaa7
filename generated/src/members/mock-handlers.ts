// Generated from spec/members.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { approveMember, blockMember, bulkApproveMembers, bulkBlockMembers, bulkDeleteMembers, bulkDeleteMembersByFilter, createMember, deleteMember, deleteMemberAddresses, deleteMemberEmails, deleteMemberPhones, deleteMyMember, disconnectMember, getCurrentMember, getMember, joinCommunity, leaveCommunity, listMembers, muteMember, queryMembers, unmuteMember, updateCurrentMemberSlug, updateMember, updateMemberSlug } from './members.js';

/** msw handlers of every members call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...membersHandlers(document))`. */
export function membersHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['members'] });
}

/** One members call answered by a typed resolver, for a test: `server.use(membersMocks.approveMember(() => ...))`. */
export const membersMocks = {
  approveMember: (resolve: MockResolver<typeof approveMember>, options?: MockCallOptions) => mockCall(approveMember, resolve, options),
  blockMember: (resolve: MockResolver<typeof blockMember>, options?: MockCallOptions) => mockCall(blockMember, resolve, options),
  bulkApproveMembers: (resolve: MockResolver<typeof bulkApproveMembers>, options?: MockCallOptions) => mockCall(bulkApproveMembers, resolve, options),
  bulkBlockMembers: (resolve: MockResolver<typeof bulkBlockMembers>, options?: MockCallOptions) => mockCall(bulkBlockMembers, resolve, options),
  bulkDeleteMembers: (resolve: MockResolver<typeof bulkDeleteMembers>, options?: MockCallOptions) => mockCall(bulkDeleteMembers, resolve, options),
  bulkDeleteMembersByFilter: (resolve: MockResolver<typeof bulkDeleteMembersByFilter>, options?: MockCallOptions) => mockCall(bulkDeleteMembersByFilter, resolve, options),
  createMember: (resolve: MockResolver<typeof createMember>, options?: MockCallOptions) => mockCall(createMember, resolve, options),
  deleteMember: (resolve: MockResolver<typeof deleteMember>, options?: MockCallOptions) => mockCall(deleteMember, resolve, options),
  deleteMemberAddresses: (resolve: MockResolver<typeof deleteMemberAddresses>, options?: MockCallOptions) => mockCall(deleteMemberAddresses, resolve, options),
  deleteMemberEmails: (resolve: MockResolver<typeof deleteMemberEmails>, options?: MockCallOptions) => mockCall(deleteMemberEmails, resolve, options),
  deleteMemberPhones: (resolve: MockResolver<typeof deleteMemberPhones>, options?: MockCallOptions) => mockCall(deleteMemberPhones, resolve, options),
  deleteMyMember: (resolve: MockResolver<typeof deleteMyMember>, options?: MockCallOptions) => mockCall(deleteMyMember, resolve, options),
  disconnectMember: (resolve: MockResolver<typeof disconnectMember>, options?: MockCallOptions) => mockCall(disconnectMember, resolve, options),
  getCurrentMember: (resolve: MockResolver<typeof getCurrentMember>, options?: MockCallOptions) => mockCall(getCurrentMember, resolve, options),
  getMember: (resolve: MockResolver<typeof getMember>, options?: MockCallOptions) => mockCall(getMember, resolve, options),
  joinCommunity: (resolve: MockResolver<typeof joinCommunity>, options?: MockCallOptions) => mockCall(joinCommunity, resolve, options),
  leaveCommunity: (resolve: MockResolver<typeof leaveCommunity>, options?: MockCallOptions) => mockCall(leaveCommunity, resolve, options),
  listMembers: (resolve: MockResolver<typeof listMembers>, options?: MockCallOptions) => mockCall(listMembers, resolve, options),
  muteMember: (resolve: MockResolver<typeof muteMember>, options?: MockCallOptions) => mockCall(muteMember, resolve, options),
  queryMembers: (resolve: MockResolver<typeof queryMembers>, options?: MockCallOptions) => mockCall(queryMembers, resolve, options),
  unmuteMember: (resolve: MockResolver<typeof unmuteMember>, options?: MockCallOptions) => mockCall(unmuteMember, resolve, options),
  updateCurrentMemberSlug: (resolve: MockResolver<typeof updateCurrentMemberSlug>, options?: MockCallOptions) => mockCall(updateCurrentMemberSlug, resolve, options),
  updateMember: (resolve: MockResolver<typeof updateMember>, options?: MockCallOptions) => mockCall(updateMember, resolve, options),
  updateMemberSlug: (resolve: MockResolver<typeof updateMemberSlug>, options?: MockCallOptions) => mockCall(updateMemberSlug, resolve, options),
};
