// Generated from spec/members.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { membersErrors } from './error-catalogue.js';

export type MembersErrorCode = keyof typeof membersErrors;

/**
 * A site's members directory: the current member and members by ID, listing and querying members, their slugs,
 * joining and leaving the community, muting, approving, blocking, disconnecting and deleting members (one by one,
 * by IDs or by filter), creating and updating members and clearing their phones, emails and addresses. Also the
 * events the service emits (member created, updated, deleted) and the badge assigned / unassigned events.
 *
 * Ground truth: the platform's public REST API for members, as exposed by the `@wix/members` SDK
 * (`@wix/auto_sdk_members_members`, module `members`; badge events from `@wix/auto_sdk_members_badges`, module
 * `badges`). Field names are the wire (REST) names: `id` rather than the SDK's `_id`, `createdDate` rather than
 * `_createdDate`. The service is served under `https://www.wixapis.com/members/v1/members`.
 *
 * Entities of the members package that no call of this document returns (the "About" section as rich content,
 * member reports, member-to-member blocks, badges, member roles and custom profile fields) are described in
 * `components/schemas` with their enumerations, so that the values the platform sends are named in one place.
 *
 * As in the platform's SDK, a member's `profile.photo`/`profile.cover` and `contact.addresses` stay wire objects:
 * a photo's `offsetX`/`offsetY` would not survive a media reference, and member addresses keep `addressLine`.
 */
export const membersService: ServiceInfo = {
  name: 'members',
  title: 'Members',
  prefix: '/members',
  host: 'www.wixapis.com',
  sitePaths: { '': '/_api' },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.membersErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type MembersCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };
