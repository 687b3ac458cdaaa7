// Generated from spec/members.yaml by codegen. Do not edit.


/** Application error codes of the Members service (x-error-catalogue). */
export const membersErrors = {
  ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN: {
    status: 428,
    message: 'A member with an active subscription cannot be blocked.',
    description: 'Block Member: the member has an active paid subscription (for example a pricing plan), and cannot be blocked while it lasts. `data` is an `ActiveSubscriptionMemberBlockForbiddenPayload` (`memberId`). Declared by the SDK (`BlockMemberApplicationErrors`); HTTP status inferred (the one 428 Failed Precondition error of the published summary).',
  },
  ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN: {
    status: 400,
    message: 'A member with an active subscription cannot be deleted.',
    description: 'Delete Member: the member has an active paid subscription. It travels as a validation error with rule name `ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN` (SDK `DeleteMemberValidationErrors`); its `data` is an `ActiveSubscriptionMemberDeleteForbiddenPayload` (`memberId`). HTTP status from the published error summary of the call (two 400 Invalid Argument errors).',
  },
  COMMUNITY_JOIN_IMPOSSIBLE: {
    status: 428,
    message: 'Joining the community is impossible.',
    description: 'Join Community: the current member cannot join the site community (for example the site\'s member privacy settings do not allow public profiles, or the member is not approved). Declared by the SDK (`JoinCommunityApplicationErrors`); HTTP status from the published error summary of the call (one 428 Failed Precondition error); the causes are inferred.',
  },
  INVALID_CUSTOM_FIELD_URL: {
    status: 400,
    message: 'Invalid custom field URL.',
    description: 'Update Member: the value of a URL-type (or social) custom field in `member.contact.customFields` is not a valid URL. It travels as a validation error with rule name `INVALID_CUSTOM_FIELD_URL` (SDK `UpdateMemberValidationErrors`); its `data` is an `InvalidCustomFieldUrlPayload` (`fields`: custom field key to the invalid URL). HTTP status inferred (a validation error).',
  },
  MEMBER_SELF_BLOCK_FORBIDDEN: {
    status: 400,
    message: 'A member cannot block themselves.',
    description: 'Block Member: the member to block is the caller. `data` is a `MemberSelfBlockForbiddenPayload` (`memberId`). Declared by the SDK (`BlockMemberApplicationErrors`). The published error summary of the call lists two 400 Invalid Argument errors and one 428 Failed Precondition error; that this is one of the 400 errors is inferred.',
  },
  MEMBER_TO_MEMBER_BLOCKED: {
    status: 404,
    message: 'Member is blocked.',
    description: 'Get Member, called with a site member identity: the current member blocked the requested member, so the member is hidden from them. `data` is a `MemberToMemberBlockedPayload` (`memberId`). Declared by the SDK (`GetMemberApplicationErrors`); HTTP status from the published error summary of the call (one 404 Not Found error) and the member-to-member blocks integration guide.',
  },
  NOT_FOUND: {
    status: 404,
    message: 'Member not found.',
    description: 'Get Current Member: the caller\'s identity is not a site member (for example an anonymous visitor), so there is no current member. Declared by the SDK (`GetCurrentMemberApplicationErrors`). Get Member returns the same standard not-found error when the requested member blocked the current member (published member-to-member blocks integration guide). HTTP status inferred from the code.',
  },
  OWNER_MEMBER_BLOCK_FORBIDDEN: {
    status: 400,
    message: 'The site owner cannot be blocked.',
    description: 'Block Member: the member to block is the site owner. `data` is an `OwnerMemberBlockForbiddenPayload` (`memberId`). Declared by the SDK (`BlockMemberApplicationErrors`); HTTP status inferred (one of the two 400 Invalid Argument errors of the published summary).',
  },
  OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN: {
    status: 400,
    message: 'The site owner or a contributor cannot be deleted.',
    description: 'Delete Member, Delete My Member: the member is the site owner or a site contributor. It travels as a validation error with rule name `OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN` (SDK `DeleteMemberValidationErrors`, `DeleteMyMemberValidationErrors`); its `data` is an `OwnerOrContributorDeleteForbiddenPayload` (`memberId`). HTTP status from the published error summary of Delete Member (two 400 Invalid Argument errors).',
  },
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission the call needs (for example `MEMBERS.MEMBER_READ`, `MEMBERS.MEMBER_UPDATE` or `MEMBERS.MEMBER_DELETE`, scope `SCOPE.DC-MEMBERS.MANAGE-MEMBERS`), or the call needs an elevated identity.',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  SLUG_ALREADY_EXISTS: {
    status: 409,
    message: 'Slug already exists.',
    description: 'Update Current Member Slug, Update Member Slug: another member already has the requested slug. `data` is a `SlugAlreadyExistsPayload` (`slug`). Declared by the SDK (`UpdateCurrentMemberSlugApplicationErrors`, `UpdateMemberSlugApplicationErrors`); HTTP status from the published error summary of both calls (one 409 Already Exists error).',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired token).',
  },
} as const;
