// Generated from spec/members.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeDate, decodeFloat } from '@siteapi/runtime/generated';

/** Converts a parsed `Image` in place, as `imagePlan` (conversion-plans.ts) says. */
export function imageDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.offsetX) != null) v.offsetX = decodeFloat(c0);
    if ((c0 = v.offsetY) != null) v.offsetY = decodeFloat(c0);
  }
}

/** Converts a parsed `Profile` in place, as `profilePlan` (conversion-plans.ts) says. */
export function profileDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cover) != null) imageDecoder(c0, x);
    if ((c0 = v.photo) != null) imageDecoder(c0, x);
  }
}

/** Converts a parsed `Member` in place, as `memberPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `UpdateMySlugResponse` in place, as `updateMySlugResponsePlan` (conversion-plans.ts) says. */
export function updateMySlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateMemberSlugResponse` in place, as `updateMemberSlugResponsePlan` (conversion-plans.ts) says. */
export function updateMemberSlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `JoinCommunityResponse` in place, as `joinCommunityResponsePlan` (conversion-plans.ts) says. */
export function joinCommunityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `LeaveCommunityResponse` in place, as `leaveCommunityResponsePlan` (conversion-plans.ts) says. */
export function leaveCommunityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `GetMyMemberResponse` in place, as `getMyMemberResponsePlan` (conversion-plans.ts) says. */
export function getMyMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `GetMemberResponse` in place, as `getMemberResponsePlan` (conversion-plans.ts) says. */
export function getMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `ListMembersResponse` in place, as `listMembersResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `QueryMembersResponse` in place, as `queryMembersResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `MuteMemberResponse` in place, as `muteMemberResponsePlan` (conversion-plans.ts) says. */
export function muteMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `UnmuteMemberResponse` in place, as `unmuteMemberResponsePlan` (conversion-plans.ts) says. */
export function unmuteMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `ApproveMemberResponse` in place, as `approveMemberResponsePlan` (conversion-plans.ts) says. */
export function approveMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `BlockMemberResponse` in place, as `blockMemberResponsePlan` (conversion-plans.ts) says. */
export function blockMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DisconnectMemberResponse` in place, as `disconnectMemberResponsePlan` (conversion-plans.ts) says. */
export function disconnectMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `CreateMemberResponse` in place, as `createMemberResponsePlan` (conversion-plans.ts) says. */
export function createMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateMemberResponse` in place, as `updateMemberResponsePlan` (conversion-plans.ts) says. */
export function updateMemberResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteMemberPhonesResponse` in place, as `deleteMemberPhonesResponsePlan` (conversion-plans.ts) says. */
export function deleteMemberPhonesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteMemberEmailsResponse` in place, as `deleteMemberEmailsResponsePlan` (conversion-plans.ts) says. */
export function deleteMemberEmailsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteMemberAddressesResponse` in place, as `deleteMemberAddressesResponsePlan` (conversion-plans.ts) says. */
export function deleteMemberAddressesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.member) != null) memberDecoder(c0, x);
  }
}
