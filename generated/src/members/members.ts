// Generated from spec/members.yaml by codegen. Do not edit.

import { defineGeneratedCall, defineGeneratedQueryCall, encodeDate, encodeFloat, encodeGeocode, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { ApiErrorBody, ApproveMemberResponse, BlockMemberResponse, BulkApproveMembersResponse, BulkBlockMembersResponse, BulkDeleteMembersByFilterResponse, BulkDeleteMembersResponse, CreateMemberResponse, DeleteMemberAddressesResponse, DeleteMemberEmailsResponse, DeleteMemberPhonesResponse, DeleteMemberResponse, DeleteMyMemberResponse, DisconnectMemberResponse, Fieldset, Filter, GetMemberResponse, GetMyMemberResponse, JoinCommunityResponse, LeaveCommunityResponse, ListMembersResponse, Member, MemberWritable, MembersQuery, MuteMemberResponse, QueryMembersResponse, Search, SortOrder, UnmuteMemberResponse, UpdateMemberResponse, UpdateMemberSlugResponse, UpdateMySlugResponse } from './schema-types.js';
import { createMemberRequestPlan, queryMembersRequestPlan, updateMemberRequestPlan } from './request-plans.js';
import { approveMemberResponseDecoder, blockMemberResponseDecoder, createMemberResponseDecoder, deleteMemberAddressesResponseDecoder, deleteMemberEmailsResponseDecoder, deleteMemberPhonesResponseDecoder, disconnectMemberResponseDecoder, getMemberResponseDecoder, getMyMemberResponseDecoder, joinCommunityResponseDecoder, leaveCommunityResponseDecoder, listMembersResponseDecoder, muteMemberResponseDecoder, queryMembersResponseDecoder, unmuteMemberResponseDecoder, updateMemberResponseDecoder, updateMemberSlugResponseDecoder, updateMySlugResponseDecoder } from './response-decoders.js';
import { membersService } from './service-info.js';

/** Error answers of {@link approveMember} by status: `isApiError<ApproveMemberErrors, 404>(e, 404)` types `e.data`. */
export type ApproveMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link blockMember} by status: `isApiError<BlockMemberErrors, 404>(e, 404)` types `e.data`. */
export type BlockMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link bulkApproveMembers} by status: `isApiError<BulkApproveMembersErrors, 404>(e, 404)` types `e.data`. */
export type BulkApproveMembersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link bulkBlockMembers} by status: `isApiError<BulkBlockMembersErrors, 404>(e, 404)` types `e.data`. */
export type BulkBlockMembersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link bulkDeleteMembers} by status: `isApiError<BulkDeleteMembersErrors, 404>(e, 404)` types `e.data`. */
export type BulkDeleteMembersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkDeleteMembersByFilter}. */
export interface BulkDeleteMembersByFilterOptions {
  /** ID of the member who receives the deleted members' content. */
  contentAssigneeId?: string;
  search?: Search;
}

/** Error answers of {@link bulkDeleteMembersByFilter} by status: `isApiError<BulkDeleteMembersByFilterErrors, 404>(e, 404)` types `e.data`. */
export type BulkDeleteMembersByFilterErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createMember}. */
export interface CreateMemberOptions {
  /** Member to create. */
  member?: MemberWritable;
}

/** Error answers of {@link createMember} by status: `isApiError<CreateMemberErrors, 404>(e, 404)` types `e.data`. */
export type CreateMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link deleteMember} by status: `isApiError<DeleteMemberErrors, 404>(e, 404)` types `e.data`. */
export type DeleteMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link deleteMemberAddresses} by status: `isApiError<DeleteMemberAddressesErrors, 404>(e, 404)` types `e.data`. */
export type DeleteMemberAddressesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link deleteMemberEmails} by status: `isApiError<DeleteMemberEmailsErrors, 404>(e, 404)` types `e.data`. */
export type DeleteMemberEmailsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link deleteMemberPhones} by status: `isApiError<DeleteMemberPhonesErrors, 404>(e, 404)` types `e.data`. */
export type DeleteMemberPhonesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link deleteMyMember}. */
export interface DeleteMyMemberOptions {
  /** ID of the member who receives the deleted member's content. */
  contentAssigneeId?: string;
}

/** Error answers of {@link deleteMyMember} by status: `isApiError<DeleteMyMemberErrors, 404>(e, 404)` types `e.data`. */
export type DeleteMyMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link disconnectMember} by status: `isApiError<DisconnectMemberErrors, 404>(e, 404)` types `e.data`. */
export type DisconnectMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getCurrentMember}. */
export interface GetCurrentMemberOptions {
  /** Predefined sets of fields to return. Default `PUBLIC`. */
  fieldsets?: Fieldset[];
}

/** Error answers of {@link getCurrentMember} by status: `isApiError<GetCurrentMemberErrors, 404>(e, 404)` types `e.data`. */
export type GetCurrentMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getMember}. */
export interface GetMemberOptions {
  /** Predefined sets of fields to return. Default `PUBLIC`. */
  fieldsets?: Fieldset[];
}

/** Error answers of {@link getMember} by status: `isApiError<GetMemberErrors, 404>(e, 404)` types `e.data`. */
export type GetMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link joinCommunity} by status: `isApiError<JoinCommunityErrors, 404>(e, 404)` types `e.data`. */
export type JoinCommunityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link leaveCommunity} by status: `isApiError<LeaveCommunityErrors, 404>(e, 404)` types `e.data`. */
export type LeaveCommunityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listMembers}. */
export interface ListMembersOptions {
  paging?: {
    /** Number of members to return. */
    limit?: number;
    /** Number of members to skip in the current sort order. Default `0`. */
    offset?: number;
  };
  /** Predefined sets of fields to return. Default `PUBLIC`. */
  fieldsets?: Fieldset[];
  sorting?: {
    /** Field to sort by: `profile.nickname`, `contact.firstName`, `contact.lastName`, `createdDate`, `updatedDate` or `lastLoginDate`. */
    fieldName?: string;
    /** Sort order. Default `ASC`. */
    order?: SortOrder;
  };
}

/** Error answers of {@link listMembers} by status: `isApiError<ListMembersErrors, 404>(e, 404)` types `e.data`. */
export type ListMembersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link muteMember} by status: `isApiError<MuteMemberErrors, 404>(e, 404)` types `e.data`. */
export type MuteMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryMembers}. */
export interface QueryMembersOptions {
  /** Predefined sets of fields to return. Default `PUBLIC`. */
  fieldsets?: Fieldset[];
  search?: Search;
}

/** Error answers of {@link queryMembers} by status: `isApiError<QueryMembersErrors, 404>(e, 404)` types `e.data`. */
export type QueryMembersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link unmuteMember} by status: `isApiError<UnmuteMemberErrors, 404>(e, 404)` types `e.data`. */
export type UnmuteMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateCurrentMemberSlug} by status: `isApiError<UpdateCurrentMemberSlugErrors, 404>(e, 404)` types `e.data`. */
export type UpdateCurrentMemberSlugErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateMember} by status: `isApiError<UpdateMemberErrors, 404>(e, 404)` types `e.data`. */
export type UpdateMemberErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateMemberSlug} by status: `isApiError<UpdateMemberSlugErrors, 404>(e, 404)` types `e.data`. */
export type UpdateMemberSlugErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Approve member
 *
 * Changes a member's status to `APPROVED`, giving access to members-only pages: approves a `PENDING` member or unblocks a `BLOCKED` one. Permission `MEMBERS.MEMBER_APPROVE`.
 *
 * `POST /members/v1/members/{memberId}/approve`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id ID of the member to approve (the path's `id`).
 */
export const approveMember: Call<[_id: string, init?: CallInit], ApproveMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'approveMember',
  method: 'POST',
  path: '/v1/members/{memberId}/approve',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: approveMemberResponseDecoder,
});

/**
 * Block member
 *
 * Blocks a member (status `BLOCKED`): the member cannot log in to members-only pages. Unblock with Approve Member. The caller themselves, the site owner and members with an active subscription cannot be blocked. Permission `MEMBERS.MEMBER_BLOCK`.
 *
 * `POST /members/v1/members/{memberId}/block`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id ID of the member to block (the path's `id`).
 */
export const blockMember: Call<[_id: string, init?: CallInit], BlockMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'blockMember',
  method: 'POST',
  path: '/v1/members/{memberId}/block',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: blockMemberResponseDecoder,
});

/**
 * Bulk approve members
 *
 * Changes the status of the members that match a filter to `APPROVED` (approves pending members, unblocks blocked ones), in an asynchronous job. Permission `MEMBERS.MEMBER_APPROVE`.
 *
 * `POST /members/v1/members/bulk/approve-by-filter`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param filter `body.filter`
 */
export const bulkApproveMembers: Call<[filter: Filter, init?: CallInit], BulkApproveMembersResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'bulkApproveMembers',
  method: 'POST',
  path: '/v1/members/bulk/approve-by-filter',
  args: [{ name: 'filter', required: true, value: 'body.filter' }],
}, { encodeBody: encodeJsonBody });

/**
 * Bulk block members
 *
 * Blocks the members that match a filter, in an asynchronous job; blocked members cannot log in to members-only pages. Unblock them with Bulk Approve Members. Permission `MEMBERS.MEMBER_BLOCK`.
 *
 * `POST /members/v1/members/bulk/block-by-filter`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param filter `body.filter`
 */
export const bulkBlockMembers: Call<[filter: Filter, init?: CallInit], BulkBlockMembersResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'bulkBlockMembers',
  method: 'POST',
  path: '/v1/members/bulk/block-by-filter',
  args: [{ name: 'filter', required: true, value: 'body.filter' }],
}, { encodeBody: encodeJsonBody });

/**
 * Bulk delete members
 *
 * Deletes up to 100 members by ID. Their content is transferred to the site owner. Each item's result tells whether it was deleted. Permission `MEMBERS.MEMBER_DELETE`.
 *
 * `POST /members/v1/members/bulk/delete`
 *
 * Emits `members.onMemberDeleted` (`wix.members.v1.member_deleted`).
 *
 * @param memberIds `body.memberIds`
 */
export const bulkDeleteMembers: Call<[memberIds: string[], init?: CallInit], BulkDeleteMembersResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'bulkDeleteMembers',
  method: 'POST',
  path: '/v1/members/bulk/delete',
  args: [{ name: 'memberIds', required: true, value: 'body.memberIds' }],
  clientRules: { maxBulkItems: 100 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk delete members by filter
 *
 * Deletes the members that match a filter (and, optionally, a free-text `search`), in an asynchronous job. Their content is transferred to the member given by `contentAssigneeId`. Follow the job with the platform's Async Job API (`jobId`). Permission `MEMBERS.MEMBER_DELETE`.
 *
 * `POST /members/v1/members/bulk/delete-by-filter`
 *
 * Emits `members.onMemberDeleted` (`wix.members.v1.member_deleted`).
 *
 * @param filter `body.filter`
 *
 * @param options Options.
 */
export const bulkDeleteMembersByFilter: Call<[filter: Filter, options?: BulkDeleteMembersByFilterOptions, init?: CallInit], BulkDeleteMembersByFilterResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'bulkDeleteMembersByFilter',
  method: 'POST',
  path: '/v1/members/bulk/delete-by-filter',
  args: [
    { name: 'filter', required: true, value: 'body.filter' },
    {
      name: 'options',
      properties: { contentAssigneeId: 'body.contentAssigneeId', search: 'body.search' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Create member
 *
 * Creates a site member. Send Set Password Email (authentication module) can then email the member a link to set a password; the member can log in once the password is set. When creating many members, space the requests at least 1 second apart. The SDK method returns the response's `member`. Permission `MEMBERS.MEMBER_CREATE`.
 *
 * `POST /members/v1/members`
 *
 * Emits `members.onMemberCreated` (`wix.members.v1.member_created`).
 *
 * @param options Options.
 */
export const createMember: Call<[options?: CreateMemberOptions, init?: CallInit], Member> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'createMember',
  method: 'POST',
  path: '/v1/members',
  args: [{ name: 'options', properties: { member: 'body.member' } }],
  requestPlan: { body: createMemberRequestPlan },
  decode: createMemberResponseDecoder,
  unwrap: 'member',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Delete member
 *
 * Deletes a member by ID. The member's content (for example blog posts) is transferred to the site owner. The site owner, contributors and members with an active subscription cannot be deleted. Permission `MEMBERS.MEMBER_DELETE`.
 *
 * `DELETE /members/v1/members/{memberId}`
 *
 * Emits `members.onMemberDeleted` (`wix.members.v1.member_deleted`).
 *
 * @param _id ID of the member to delete (the path's `id`).
 */
export const deleteMember: Call<[_id: string, init?: CallInit], DeleteMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'deleteMember',
  method: 'DELETE',
  path: '/v1/members/{memberId}',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
});

/**
 * Delete member addresses
 *
 * Clears a member's street addresses (`contact.addresses`). Only a logged-in member can clear their own without elevated permissions. Permission `MEMBERS.MEMBER_UPDATE`.
 *
 * `DELETE /members/v1/members/{memberId}/addresses`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id ID of the member whose street addresses are deleted (the path's `id`).
 */
export const deleteMemberAddresses: Call<[_id: string, init?: CallInit], DeleteMemberAddressesResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'deleteMemberAddresses',
  method: 'DELETE',
  path: '/v1/members/{memberId}/addresses',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: deleteMemberAddressesResponseDecoder,
});

/**
 * Delete member emails
 *
 * Clears a member's email addresses (`contact.emails`). The member can still log in with `loginEmail`, which is not cleared. Only a logged-in member can clear their own without elevated permissions. Permission `MEMBERS.MEMBER_UPDATE`.
 *
 * `DELETE /members/v1/members/{memberId}/emails`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id ID of the member whose email addresses are deleted (the path's `id`).
 */
export const deleteMemberEmails: Call<[_id: string, init?: CallInit], DeleteMemberEmailsResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'deleteMemberEmails',
  method: 'DELETE',
  path: '/v1/members/{memberId}/emails',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: deleteMemberEmailsResponseDecoder,
});

/**
 * Delete member phones
 *
 * Clears a member's phone numbers (`contact.phones`). Only a logged-in member can clear their own without elevated permissions. Permission `MEMBERS.MEMBER_UPDATE`.
 *
 * `DELETE /members/v1/members/{memberId}/phones`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id ID of the member whose phone numbers are deleted (the path's `id`).
 */
export const deleteMemberPhones: Call<[_id: string, init?: CallInit], DeleteMemberPhonesResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'deleteMemberPhones',
  method: 'DELETE',
  path: '/v1/members/{memberId}/phones',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: deleteMemberPhonesResponseDecoder,
});

/**
 * Delete my member
 *
 * Deletes the current member, who is then logged out of the site. The member's content (for example blog posts) is transferred to the member given by `contentAssigneeId`. Needs a visitor or member identity. The site owner and contributors cannot delete themselves this way. Permission `MEMBERS.MEMBER_DELETE`.
 *
 * `DELETE /members/v1/members/my`
 *
 * Emits `members.onMemberDeleted` (`wix.members.v1.member_deleted`).
 *
 * @param options Options.
 */
export const deleteMyMember: Call<[options?: DeleteMyMemberOptions, init?: CallInit], DeleteMyMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'deleteMyMember',
  method: 'DELETE',
  path: '/v1/members/my',
  args: [
    {
      name: 'options',
      properties: { contentAssigneeId: 'query.contentAssigneeId' },
    },
  ],
}, { query: serializeQuery });

/**
 * Disconnect member
 *
 * Disconnects a member: the member cannot log in to members-only pages, is not shown in the dashboard, and their status becomes `OFFLINE`; the member's data is kept. Irreversible: to connect the person again, create a member with a new slug. Permission `MEMBERS.MEMBER_DISCONNECT`.
 *
 * `POST /members/v1/members/{memberId}/disconnect`
 *
 * @param _id ID of the member to disconnect (the path's `id`).
 */
export const disconnectMember: Call<[_id: string, init?: CallInit], DisconnectMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'disconnectMember',
  method: 'POST',
  path: '/v1/members/{memberId}/disconnect',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: disconnectMemberResponseDecoder,
});

/**
 * Get current member
 *
 * Retrieves the current member (the member whose identity makes the call). Needs a visitor or member identity. `fieldsets` picks the fields returned: `PUBLIC` (default), `EXTENDED` or `FULL`. Platform method `GetMyMember`; permission `MEMBERS.MEMBER_READ`.
 *
 * `GET /members/v1/members/my`
 *
 * @param options Options.
 */
export const getCurrentMember: Call<[options?: GetCurrentMemberOptions, init?: CallInit], GetMyMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'getCurrentMember',
  method: 'GET',
  path: '/v1/members/my',
  args: [{ name: 'options', properties: { fieldsets: 'query.fieldsets' } }],
  decode: getMyMemberResponseDecoder,
}, { query: serializeQuery });

/**
 * Get member
 *
 * Retrieves a member by ID. `fieldsets` picks the fields returned: `PUBLIC` (default: ID, contact ID, dates and profile; the statuses come back `UNKNOWN`), `EXTENDED` (adds login email and the statuses) or `FULL`. Only the custom contact fields the site owner added to the member profile are returned. Called with a site member identity, a member involved in a member-to-member block with the caller is not found. The SDK method returns the response's `member`. Permission `MEMBERS.MEMBER_READ`.
 *
 * `GET /members/v1/members/{memberId}`
 *
 * @param _id The member ID (the path's `id`).
 *
 * @param options Options.
 */
export const getMember: Call<[_id: string, options?: GetMemberOptions, init?: CallInit], Member> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'getMember',
  method: 'GET',
  path: '/v1/members/{memberId}',
  args: [
    { name: '_id', required: true, value: 'path.memberId' },
    { name: 'options', properties: { fieldsets: 'query.fieldsets' } },
  ],
  decode: getMemberResponseDecoder,
  unwrap: 'member',
}, { query: serializeQuery });

/**
 * Join community
 *
 * Joins the current member to the site community and sets their profile to `PUBLIC`: the member gets the Members Area's community features (chat, forum, followers) and their profile becomes visible to other members and visitors. Only a logged-in member can call this without elevated permissions. Permission `MEMBERS.MEMBER_JOIN_COMMUNITY`. The call takes no arguments.
 *
 * `POST /members/v1/members/join-community`
 */
export const joinCommunity: Call<[init?: CallInit], JoinCommunityResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'joinCommunity',
  method: 'POST',
  path: '/v1/members/join-community',
  args: [],
  decode: joinCommunityResponseDecoder,
});

/**
 * Leave community
 *
 * Removes the current member from the site community and sets their profile to `PRIVATE`: the member loses the community features and their profile is hidden from other members and visitors. Content they already posted (forum posts, blog comments) stays visible. Only a logged-in member can call this without elevated permissions. Permission `MEMBERS.MEMBER_JOIN_COMMUNITY`. The call takes no arguments.
 *
 * `POST /members/v1/members/leave-community`
 */
export const leaveCommunity: Call<[init?: CallInit], LeaveCommunityResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'leaveCommunity',
  method: 'POST',
  path: '/v1/members/leave-community',
  args: [],
  decode: leaveCommunityResponseDecoder,
});

/**
 * List members
 *
 * Lists site members with offset paging (`paging.limit`, `paging.offset`), fieldsets and sorting. A member's default privacy status is `PRIVATE`; private members are not returned to visitor or member identities. The platform declares `sorting` as a list of sort entries; as query parameters one entry is sent (`sorting.fieldName`, `sorting.order`). Permission `MEMBERS.MEMBER_READ`.
 *
 * `GET /members/v1/members`
 *
 * @param options Options.
 */
export const listMembers: Call<[options?: ListMembersOptions, init?: CallInit], ListMembersResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'listMembers',
  method: 'GET',
  path: '/v1/members',
  args: [
    {
      name: 'options',
      properties: {
        paging: 'query.paging',
        fieldsets: 'query.fieldsets',
        sorting: 'query.sorting',
      },
    },
  ],
  clientRules: { defaultPageSize: 50 },
  decode: listMembersResponseDecoder,
}, { query: serializeQuery });

/**
 * Mute member
 *
 * Mutes a member (`activityStatus` `MUTED`): the member cannot engage with the community, for example comment, like or share in the site's blog and forum. Permission `MEMBERS.MEMBER_MUTE`.
 *
 * `POST /members/v1/members/{memberId}/mute`
 *
 * @param _id ID of the member to mute (the path's `id`).
 */
export const muteMember: Call<[_id: string, init?: CallInit], MuteMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'muteMember',
  method: 'POST',
  path: '/v1/members/{memberId}/mute',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: muteMemberResponseDecoder,
});

/**
 * Query members
 *
 * Retrieves up to 100 members that match a query: `filter` on `id`, `loginEmail`, `status`, `contactId`, `contact.firstName`, `contact.lastName`, `profile.nickname`, `profile.slug` and `privacyStatus`; `sorting` by `profile.nickname`, `contact.firstName`, `contact.lastName`, `createdDate`, `updatedDate` or `lastLoginDate`; offset paging (`query.paging.limit`, `query.paging.offset`). `search` matches free text in `loginEmail`, `contact.firstName`, `contact.lastName`, `profile.title`, `profile.nickname` or `profile.slug` (default `profile.nickname`). The SDK's `queryMembers()` builds the query with a query builder; this call takes the query object, as the SDK's typed variant `queryMembers(query, options)` does. Permission `MEMBERS.MEMBER_READ`.
 *
 * `POST /members/v1/members/query`; idempotent (retried like a GET)
 *
 * Given no query, or only `options`, returns a builder: `queryMembers().eq(field, value).limit(10).find()`, `for await (const item of queryMembers().iterate())`.
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryMembers: QueryCall<[query?: MembersQuery, options?: QueryMembersOptions, init?: CallInit], QueryMembersResponse, [options?: QueryMembersOptions], ItemQuery<Member>> = /* @__PURE__ */ defineGeneratedQueryCall(membersService, {
  module: 'members',
  operationId: 'queryMembers',
  method: 'POST',
  path: '/v1/members/query',
  args: [
    { name: 'query', value: 'body.query' },
    {
      name: 'options',
      properties: { fieldsets: 'body.fieldsets', search: 'body.search' },
    },
  ],
  clientRules: { defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: queryMembersRequestPlan },
  decode: queryMembersResponseDecoder,
  queryBuilder: { items: 'members', pagingMetadata: 'metadata', paging: 'offset' },
}, { encodePlan: /* @__PURE__ */ planEncoder({ geocode: encodeGeocode }), encodeBody: encodeJsonBody });

/**
 * Unmute member
 *
 * Unmutes a member (`activityStatus` `ACTIVE`): the member can engage with the community again. Permission `MEMBERS.MEMBER_MUTE`.
 *
 * `POST /members/v1/members/{memberId}/unmute`
 *
 * @param _id ID of the member to unmute (the path's `id`).
 */
export const unmuteMember: Call<[_id: string, init?: CallInit], UnmuteMemberResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'unmuteMember',
  method: 'POST',
  path: '/v1/members/{memberId}/unmute',
  args: [{ name: '_id', required: true, value: 'path.memberId' }],
  decode: unmuteMemberResponseDecoder,
});

/**
 * Update current member slug
 *
 * Updates the current member's slug, the end of the member's profile page URL (`https://example.com/member/{slug}`). The slug is case-sensitive. Only a logged-in member can call this without elevated permissions. Platform method `UpdateMySlug`; permission `MEMBERS.MEMBER_UPDATE`.
 *
 * `POST /members/v1/members/my/slug`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param slug `body.slug`
 */
export const updateCurrentMemberSlug: Call<[slug: string, init?: CallInit], UpdateMySlugResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'updateCurrentMemberSlug',
  method: 'POST',
  path: '/v1/members/my/slug',
  args: [{ name: 'slug', required: true, value: 'body.slug' }],
  decode: updateMySlugResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update member
 *
 * Updates a member's properties; only the fields sent are updated, and an empty string clears a field. Sending `contact.addresses`, `contact.emails` or `contact.phones` replaces the whole list; an empty list has no effect (clear them with Delete Member Addresses, Emails or Phones). `loginEmail` cannot be changed here. The platform declares the path as `/v1/members/{member.id}` (the ID is `member.id` of the body); it is written `{memberId}` here. Only a logged-in member can update themselves without elevated permissions. The SDK method returns the response's `member`. Permission `MEMBERS.MEMBER_UPDATE`.
 *
 * `PATCH /members/v1/members/{memberId}`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id The member ID (the path's `member.id`).
 *
 * @param member `body.member`
 */
export const updateMember: Call<[_id: string, member?: MemberWritable, init?: CallInit], Member> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'updateMember',
  method: 'PATCH',
  path: '/v1/members/{memberId}',
  args: [
    { name: '_id', required: true, value: 'path.memberId' },
    { name: 'member', value: 'body.member' },
  ],
  requestPlan: { body: updateMemberRequestPlan },
  decode: updateMemberResponseDecoder,
  unwrap: 'member',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Update member slug
 *
 * Updates a member's slug, the end of the member's profile page URL. The platform declares the path as `/v1/members/{id}/slug`. Permission `MEMBERS.MEMBER_UPDATE`.
 *
 * `POST /members/v1/members/{memberId}/slug`
 *
 * Emits `members.onMemberUpdated` (`wix.members.v1.member_updated`).
 *
 * @param _id The member ID (the path's `id`).
 *
 * @param slug `body.slug`
 */
export const updateMemberSlug: Call<[_id: string, slug: string, init?: CallInit], UpdateMemberSlugResponse> = /* @__PURE__ */ defineGeneratedCall(membersService, {
  module: 'members',
  operationId: 'updateMemberSlug',
  method: 'POST',
  path: '/v1/members/{memberId}/slug',
  args: [
    { name: '_id', required: true, value: 'path.memberId' },
    { name: 'slug', required: true, value: 'body.slug' },
  ],
  decode: updateMemberSlugResponseDecoder,
}, { encodeBody: encodeJsonBody });

/** The `members` module: pass it to `createClient({ modules: { members } })`. */
export const members = { approveMember, blockMember, bulkApproveMembers, bulkBlockMembers, bulkDeleteMembers, bulkDeleteMembersByFilter, createMember, deleteMember, deleteMemberAddresses, deleteMemberEmails, deleteMemberPhones, deleteMyMember, disconnectMember, getCurrentMember, getMember, joinCommunity, leaveCommunity, listMembers, muteMember, queryMembers, unmuteMember, updateCurrentMemberSlug, updateMember, updateMemberSlug };
