// Generated from spec/members.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeDate, decodeFloat } from '@siteapi/runtime';

/** Conversions of `Image`. */
export const imagePlan: Plan = { offsetX: 'float', offsetY: 'float' };

/** Conversions of `Profile`. */
export const profilePlan: Plan = { cover: imagePlan, photo: imagePlan };

/** Conversions of `Member`. */
export const memberPlan: Plan = {
  createdDate: 'date',
  lastLoginDate: 'date',
  profile: profilePlan,
  updatedDate: 'date',
};

/** Conversions of `Sorting`. */
export const sortingPlan: Plan = { origin: 'geocode' };

/** Conversions of `MembersQuery`. */
export const membersQueryPlan: Plan = { sorting: { '*': sortingPlan } };

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

/** Conversions of `QueryMembersRequest`. */
export const queryMembersRequestPlan: Plan = { query: membersQueryPlan };

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

/** Conversions of `CreateMemberRequest`. */
export const createMemberRequestPlan: Plan = { member: memberPlan };

/** Conversions of `CreateMemberResponse`. */
export const createMemberResponsePlan: Plan = { member: memberPlan };

/** Conversions of `UpdateMemberRequest`. */
export const updateMemberRequestPlan: Plan = { member: memberPlan };

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

/** Converts a parsed `Image` in place, as {@link imagePlan} says. */
export function imageDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.offsetX) != null) v.offsetX = decodeFloat(c0);
    if ((c0 = v.offsetY) != null) v.offsetY = decodeFloat(c0);
  }
}

/** Converts a parsed `Profile` in place, as {@link profilePlan} says. */
export function profileDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cover) != null) imageDecoder(c0, x);
    if ((c0 = v.photo) != null) imageDecoder(c0, x);
  }
}

/** Converts a parsed `Member` in place, as {@link memberPlan} says. */
export function memberDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.lastLoginDate) != null) v.lastLoginDate = decodeDate(c0);
    if ((c0 = v.profile) != null) profileDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `UpdateMySlugResponse` in place, as {@link updateMySlugResponsePlan} says. */
export function updateMySlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateMemberSlugResponse` in place, as {@link updateMemberSlugResponsePlan} says. */
export function updateMemberSlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `JoinCommunityResponse` in place, as {@link joinCommunityResponsePlan} says. */
export function joinCommunityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `LeaveCommunityResponse` in place, as {@link leaveCommunityResponsePlan} says. */
export function leaveCommunityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `GetMyMemberResponse` in place, as {@link getMyMemberResponsePlan} says. */
export function getMyMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `GetMemberResponse` in place, as {@link getMemberResponsePlan} says. */
export function getMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `ListMembersResponse` in place, as {@link listMembersResponsePlan} says. */
export function listMembersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.members) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) memberDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) memberDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryMembersResponse` in place, as {@link queryMembersResponsePlan} says. */
export function queryMembersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.members) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) memberDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) memberDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `MuteMemberResponse` in place, as {@link muteMemberResponsePlan} says. */
export function muteMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `UnmuteMemberResponse` in place, as {@link unmuteMemberResponsePlan} says. */
export function unmuteMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `ApproveMemberResponse` in place, as {@link approveMemberResponsePlan} says. */
export function approveMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `BlockMemberResponse` in place, as {@link blockMemberResponsePlan} says. */
export function blockMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DisconnectMemberResponse` in place, as {@link disconnectMemberResponsePlan} says. */
export function disconnectMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `CreateMemberResponse` in place, as {@link createMemberResponsePlan} says. */
export function createMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateMemberResponse` in place, as {@link updateMemberResponsePlan} says. */
export function updateMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteMemberPhonesResponse` in place, as {@link deleteMemberPhonesResponsePlan} says. */
export function deleteMemberPhonesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteMemberEmailsResponse` in place, as {@link deleteMemberEmailsResponsePlan} says. */
export function deleteMemberEmailsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteMemberAddressesResponse` in place, as {@link deleteMemberAddressesResponsePlan} says. */
export function deleteMemberAddressesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}
