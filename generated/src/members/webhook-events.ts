// Generated from spec/members.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { BadgeAssignedEvent, BadgeUnassignedEvent, MemberCreatedEvent, MemberDeletedEvent, MemberUpdatedEvent } from './schema-types.js';
import { badgeAssignedEventPlan, badgeUnassignedEventPlan, memberCreatedEventPlan, memberDeletedEventPlan, memberUpdatedEventPlan } from './conversion-plans.js';
import { membersService } from './service-info.js';

/**
 * Triggered when a member receives a badge. `metadata.entityId` is the badge ID and `data.memberId` the member. Badges v3 event (`com.wixpress.badges.v3.BadgesServiceV3`); the SDK marks it deprecated in favour of the badge assignments v4 events.
 *
 * Event type `wix.badges.v3.badge_badge_assigned`.
 */
export const onBadgeAssigned = /* @__PURE__ */ defineEvent<BadgeAssignedEvent>(membersService, {
  module: 'badges',
  name: 'onBadgeAssigned',
  type: 'wix.badges.v3.badge_badge_assigned',
  plan: badgeAssignedEventPlan,
});

/**
 * Triggered when a badge is removed from a member. `metadata.entityId` is the badge ID and `data.memberId` the member. Badges v3 event; the SDK marks it deprecated in favour of the badge assignments v4 events.
 *
 * Event type `wix.badges.v3.badge_badge_unassigned`.
 */
export const onBadgeUnassigned = /* @__PURE__ */ defineEvent<BadgeUnassignedEvent>(membersService, {
  module: 'badges',
  name: 'onBadgeUnassigned',
  type: 'wix.badges.v3.badge_badge_unassigned',
  plan: badgeUnassignedEventPlan,
});

/**
 * Triggered when a member is created. A member approved automatically or manually has status `APPROVED`; a member waiting for approval has status `PENDING` and cannot log in yet.
 *
 * Event type `wix.members.v1.member_created`.
 */
export const onMemberCreated = /* @__PURE__ */ defineEvent<MemberCreatedEvent>(membersService, {
  module: 'members',
  name: 'onMemberCreated',
  type: 'wix.members.v1.member_created',
  plan: memberCreatedEventPlan,
});

/**
 * Triggered when a member is deleted. The payload carries only the envelope; `metadata.entityId` is the member ID.
 *
 * Event type `wix.members.v1.member_deleted`.
 */
export const onMemberDeleted = /* @__PURE__ */ defineEvent<MemberDeletedEvent>(membersService, {
  module: 'members',
  name: 'onMemberDeleted',
  type: 'wix.members.v1.member_deleted',
  plan: memberDeletedEventPlan,
});

/**
 * Triggered when a member is updated, including status changes (approve, block, disconnect), mute and unmute, joining or leaving the community and slug changes.
 *
 * Event type `wix.members.v1.member_updated`.
 */
export const onMemberUpdated = /* @__PURE__ */ defineEvent<MemberUpdatedEvent>(membersService, {
  module: 'members',
  name: 'onMemberUpdated',
  type: 'wix.members.v1.member_updated',
  plan: memberUpdatedEventPlan,
});
