// Generated from spec/members.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

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

/** Conversions of `QueryMembersRequest`. */
export const queryMembersRequestPlan: Plan = { query: membersQueryPlan };

/** Conversions of `CreateMemberRequest`. */
export const createMemberRequestPlan: Plan = { member: memberPlan };

/** Conversions of `UpdateMemberRequest`. */
export const updateMemberRequestPlan: Plan = { member: memberPlan };
