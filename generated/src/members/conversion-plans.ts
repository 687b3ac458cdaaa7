// Generated from spec/members.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { memberPlan } from './request-plans.js';

/** Conversions of `UpdateMySlugResponse`. */
export const updateMySlugResponsePlan: Plan = { member: memberPlan };

/** Conversions of `UpdateMemberSlugResponse`. */
export const updateMemberSlugResponsePlan: Plan = { member: memberPlan };

/** Conversions of `JoinCommunityResponse`. */
export const joinCommunityResponsePlan: Plan = { member: memberPlan };

/** Conversions of `LeaveCommunityResponse`. */
export const leaveCommunityResponsePlan: Plan = { member: memberPlan };

/** Conversions of `GetMyMemberResponse`. */
export const getMyMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `GetMemberResponse`. */
export const getMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `ListMembersResponse`. */
export const listMembersResponsePlan: Plan = { members: { '*': memberPlan } };

/** Conversions of `QueryMembersResponse`. */
export const queryMembersResponsePlan: Plan = { members: { '*': memberPlan } };

/** Conversions of `MuteMemberResponse`. */
export const muteMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `UnmuteMemberResponse`. */
export const unmuteMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `ApproveMemberResponse`. */
export const approveMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `BlockMemberResponse`. */
export const blockMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `DisconnectMemberResponse`. */
export const disconnectMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `CreateMemberResponse`. */
export const createMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `UpdateMemberResponse`. */
export const updateMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `DeleteMemberPhonesResponse`. */
export const deleteMemberPhonesResponsePlan: Plan = { member: memberPlan };

/** Conversions of `DeleteMemberEmailsResponse`. */
export const deleteMemberEmailsResponsePlan: Plan = { member: memberPlan };

/** Conversions of `DeleteMemberAddressesResponse`. */
export const deleteMemberAddressesResponsePlan: Plan = { member: memberPlan };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `MemberCreatedEvent`. */
export const memberCreatedEventPlan: Plan = { entity: memberPlan, metadata: eventMetadataPlan };

/** Conversions of `MemberUpdatedEvent`. */
export const memberUpdatedEventPlan: Plan = { entity: memberPlan, metadata: eventMetadataPlan };

/** Conversions of `MemberDeletedEvent`. */
export const memberDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `BadgeAssignedEvent`. */
export const badgeAssignedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `BadgeUnassignedEvent`. */
export const badgeUnassignedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  approveMember: approveMemberResponsePlan,
  blockMember: blockMemberResponsePlan,
  createMember: createMemberResponsePlan,
  deleteMemberAddresses: deleteMemberAddressesResponsePlan,
  deleteMemberEmails: deleteMemberEmailsResponsePlan,
  deleteMemberPhones: deleteMemberPhonesResponsePlan,
  disconnectMember: disconnectMemberResponsePlan,
  getCurrentMember: getMyMemberResponsePlan,
  getMember: getMemberResponsePlan,
  joinCommunity: joinCommunityResponsePlan,
  leaveCommunity: leaveCommunityResponsePlan,
  listMembers: listMembersResponsePlan,
  muteMember: muteMemberResponsePlan,
  queryMembers: queryMembersResponsePlan,
  unmuteMember: unmuteMemberResponsePlan,
  updateCurrentMemberSlug: updateMySlugResponsePlan,
  updateMember: updateMemberResponsePlan,
  updateMemberSlug: updateMemberSlugResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';
