// Generated from spec/members.yaml by codegen. Do not edit.


export interface AccountInfo {
  /** ID of the account the event belongs to. */
  accountId?: string;
  /** ID of the parent account, when `accountId` is a child account. */
  parentAccountId?: string;
  /** ID of the site, when the event is tied to one. */
  siteId?: string;
}

/** `data` of `ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN`. */
export interface ActiveSubscriptionMemberBlockForbiddenPayload {
  memberId?: string;
}

/** `data` of `ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN`. */
export interface ActiveSubscriptionMemberDeleteForbiddenPayload {
  memberId?: string;
}

/** `ACTIVE`: can write forum posts and blog comments. `MUTED`: cannot. `UNKNOWN`: the caller may not see the status. Mute and Unmute change it. */
export const ActivityStatus = {
  UNKNOWN: 'UNKNOWN',
  ACTIVE: 'ACTIVE',
  MUTED: 'MUTED',
} as const;

/** `ACTIVE`: can write forum posts and blog comments. `MUTED`: cannot. `UNKNOWN`: the caller may not see the status. Mute and Unmute change it. */
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/** A street address of a member: the street as `streetAddress` (number and name) or as free text in `addressLine`. Not converted, as in the platform's SDK. */
export interface Address {
  /** Address ID. */
  id?: string;
  /** Street number and name. Set this or `addressLine`. */
  streetAddress?: StreetAddress;
  /** Main address line, usually street and number, as free text. Set this or `streetAddress`. */
  addressLine?: string;
  /** Free text for the unit: apartment, suite or floor. */
  addressLine2?: string;
  /** City name. */
  city?: string;
  /** Subdivision (state, prefecture, province) code in ISO 3166-2 format, for example `US-CA`. */
  subdivision?: string;
  /** 2-letter country code in ISO-3166 alpha-2 format. */
  country?: string;
  /** Postal code. */
  postalCode?: string;
}

/** {@link Address} as a request sends it: without the fields the server sets (readOnly). */
export interface AddressWritable {
  /** Street number and name. Set this or `addressLine`. */
  streetAddress?: StreetAddress;
  /** Main address line, usually street and number, as free text. Set this or `streetAddress`. */
  addressLine?: string;
  /** Free text for the unit: apartment, suite or floor. */
  addressLine2?: string;
  /** City name. */
  city?: string;
  /** Subdivision (state, prefecture, province) code in ISO 3166-2 format, for example `US-CA`. */
  subdivision?: string;
  /** 2-letter country code in ISO-3166 alpha-2 format. */
  country?: string;
  /** Postal code. */
  postalCode?: string;
}

/** Geographic coordinates (here the origin of a geo-distance sort). */
export interface AddressLocation {
  /** Latitude, -90 to 90. */
  latitude?: number;
  /** Longitude, -180 to 180. */
  longitude?: number;
}

/** The platform's error body. */
export interface ApiErrorBody {
  message?: string;
  details?: {
    applicationError?: {
      /** Application error code from the catalogue. */
      code?: string;
      description?: string;
      data?: Record<string, unknown>;
    };
    validationError?: {
      fieldViolations?: Array<{
        /** The request field, e.g. `paging.limit`. */
        field?: string;
        description?: string;
        violatedRule?: string;
        /** Rule name of a custom validation error, e.g. `INVALID_CUSTOM_FIELD_URL`. */
        ruleName?: string;
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** Why one item of a bulk call failed. */
export interface ApplicationError {
  /** Error code. */
  code?: string;
  description?: string;
  /** Data of the error. */
  data?: Record<string, unknown>;
}

export interface ApproveMemberResponse {
  member?: Member;
}

/** A badge that can be assigned to members, shown on their profiles; a badge can also grant access to members-only pages. Returned by the badges calls of the members package (not part of this document). */
export interface Badge {
  /** Badge ID. */
  id?: string;
  /** Text displayed on the badge. */
  title?: string;
  /** Badge description. */
  description?: string;
  /** Background color, uppercase hexadecimal RGB. Default `#796EFF`. */
  backgroundColor?: string;
  /** Text color, uppercase hexadecimal RGB. Default `#FFFFFF`. */
  textColor?: string;
  /** Badge icon as an SVG image: an external `http(s)://` URL or a media manager file's source URL. */
  icon?: string;
  /** Whether members with the badge get special permissions to members-only pages. */
  permissionsEnabled?: boolean;
  /** Slugified name used in URLs. */
  slug?: string;
  createdDate?: Date;
  updatedDate?: Date;
}

export interface BadgeAssigned {
  /** ID of the member who received the badge. */
  memberId?: string;
}

export interface BadgeAssignedEvent {
  data: BadgeAssigned;
  metadata: EventMetadata;
}

export interface BadgeUnassigned {
  /** ID of the member who lost the badge. */
  memberId?: string;
}

export interface BadgeUnassignedEvent {
  data: BadgeUnassigned;
  metadata: EventMetadata;
}

/** Direction of a block relative to a member: `BLOCKING` (the member blocks the other one) or `BLOCKED` (the member is blocked by the other one). */
export const BlockDirection = {
  UNKNOWN: 'UNKNOWN',
  BLOCKING: 'BLOCKING',
  BLOCKED: 'BLOCKED',
} as const;

/** Direction of a block relative to a member: `BLOCKING` (the member blocks the other one) or `BLOCKED` (the member is blocked by the other one). */
export type BlockDirection = (typeof BlockDirection)[keyof typeof BlockDirection];

export interface BlockMemberResponse {
  member?: Member;
}

export interface BulkActionMetadata {
  /** Number of items processed. */
  totalSuccesses?: number;
  /** Number of items that failed. */
  totalFailures?: number;
  /** Number of failures without details (past the threshold of detailed failures). */
  undetailedFailures?: number;
}

export interface BulkApproveMembersRequest {
  filter: Filter;
}

export interface BulkApproveMembersResponse {
  /** ID of the asynchronous job; see the platform's Async Job API. */
  jobId?: string;
}

export interface BulkBlockMembersRequest {
  filter: Filter;
}

export interface BulkBlockMembersResponse {
  /** ID of the asynchronous job; see the platform's Async Job API. */
  jobId?: string;
}

export interface BulkDeleteMembersByFilterRequest {
  filter: Filter;
  /** ID of the member who receives the deleted members' content. */
  contentAssigneeId?: string;
  search?: Search;
}

export interface BulkDeleteMembersByFilterResponse {
  /** ID of the asynchronous job; see the platform's Async Job API. */
  jobId?: string;
}

export interface BulkDeleteMembersRequest {
  /** IDs of the members to delete. */
  memberIds: string[];
}

export interface BulkDeleteMembersResponse {
  results?: BulkMemberResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkMemberResult {
  itemMetadata?: ItemMetadata;
}

/** Contact information of a member. */
export interface Contact {
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** Phone numbers. Sending the list replaces it; clear it with Delete Member Phones. */
  phones?: string[];
  /** Email addresses. Sending the list replaces it; clear it with Delete Member Emails. */
  emails?: string[];
  /** Street addresses. Sending the list replaces it; clear it with Delete Member Addresses. */
  addresses?: Address[];
  /** Birthdate as `YYYY-MM-DD`, for example `"2020-03-15"`. */
  birthdate?: string;
  /** Company name. */
  company?: string;
  /** Job title. */
  jobTitle?: string;
  /** Custom fields, keyed by the field key (for example `custom.favorite-glaze`). Only the fields the site owner added to the member profile are returned, and empty fields are not. On update, `name` is ignored. */
  customFields?: Record<string, CustomField>;
}

/** {@link Contact} as a request sends it: without the fields the server sets (readOnly). */
export interface ContactWritable {
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** Phone numbers. Sending the list replaces it; clear it with Delete Member Phones. */
  phones?: string[];
  /** Email addresses. Sending the list replaces it; clear it with Delete Member Emails. */
  emails?: string[];
  /** Street addresses. Sending the list replaces it; clear it with Delete Member Addresses. */
  addresses?: AddressWritable[];
  /** Birthdate as `YYYY-MM-DD`, for example `"2020-03-15"`. */
  birthdate?: string;
  /** Company name. */
  company?: string;
  /** Job title. */
  jobTitle?: string;
  /** Custom fields, keyed by the field key (for example `custom.favorite-glaze`). Only the fields the site owner added to the member profile are returned, and empty fields are not. On update, `name` is ignored. */
  customFields?: Record<string, CustomField>;
}

export interface CreateMemberRequest {
  /** Member to create. */
  member?: Member;
}

export interface CreateMemberResponse {
  member: Member;
}

/** The value of one custom profile field of a member. */
export interface CustomField {
  /** Display name of the field. Ignored on update. */
  name?: string;
  /** The field's value: text, a number, a date string or a URL, by the field type. */
  value?: unknown;
}

/** Which members have the field in their profile. */
export const CustomFieldAppliesTo = {
  ALL_MEMBERS: 'ALL_MEMBERS',
  SELECTED_MEMBERS: 'SELECTED_MEMBERS',
} as const;

/** Which members have the field in their profile. */
export type CustomFieldAppliesTo = (typeof CustomFieldAppliesTo)[keyof typeof CustomFieldAppliesTo];

/** A custom field of the member profile (SDK `CustomField` of the custom fields module); a member's values are `Contact.customFields`, keyed by `key`. */
export interface CustomFieldDefinition {
  /** Custom field ID. */
  id?: string;
  /** Field title. */
  name?: string;
  /** Field key, for example `custom.favorite-glaze`. */
  key?: string;
  defaultPrivacy?: CustomFieldPrivacy;
  fieldType?: CustomFieldType;
  socialType?: SocialType;
  fieldOrigin?: CustomFieldOrigin;
  appliesTo?: CustomFieldAppliesTo;
  section?: CustomFieldSection;
  createdDate?: Date;
  updatedDate?: Date;
  /** Revision number; send the current one when updating. */
  revision?: string;
}

/** Where a custom profile field comes from. `CUSTOM`: created by the site owner. `CONTACT`: a default field of the Members Area (birth date, position, company). `SYSTEM`: a system field (first name, last name, email, phone, address, title). `UNKNOWN` is unused. */
export const CustomFieldOrigin = {
  UNKNOWN: 'UNKNOWN',
  CUSTOM: 'CUSTOM',
  CONTACT: 'CONTACT',
  SYSTEM: 'SYSTEM',
} as const;

/** Where a custom profile field comes from. `CUSTOM`: created by the site owner. `CONTACT`: a default field of the Members Area (birth date, position, company). `SYSTEM`: a system field (first name, last name, email, phone, address, title). `UNKNOWN` is unused. */
export type CustomFieldOrigin = (typeof CustomFieldOrigin)[keyof typeof CustomFieldOrigin];

/** `PUBLIC`: shown on the member's public profile page. `PRIVATE`: only the member sees it. `UNKNOWN` is unused. */
export const CustomFieldPrivacy = {
  UNKNOWN: 'UNKNOWN',
  PUBLIC: 'PUBLIC',
  PRIVATE: 'PRIVATE',
} as const;

/** `PUBLIC`: shown on the member's public profile page. `PRIVATE`: only the member sees it. `UNKNOWN` is unused. */
export type CustomFieldPrivacy = (typeof CustomFieldPrivacy)[keyof typeof CustomFieldPrivacy];

/** Profile section the field belongs to. */
export const CustomFieldSection = {
  GENERAL: 'GENERAL',
  SOCIAL: 'SOCIAL',
  DISPLAY_INFO: 'DISPLAY_INFO',
  ADDRESS: 'ADDRESS',
} as const;

/** Profile section the field belongs to. */
export type CustomFieldSection = (typeof CustomFieldSection)[keyof typeof CustomFieldSection];

/** Kind of information a custom profile field takes. `UNKNOWN` is unused. */
export const CustomFieldType = {
  UNKNOWN: 'UNKNOWN',
  TEXT: 'TEXT',
  NUMBER: 'NUMBER',
  DATE: 'DATE',
  URL: 'URL',
  SOCIAL: 'SOCIAL',
} as const;

/** Kind of information a custom profile field takes. `UNKNOWN` is unused. */
export type CustomFieldType = (typeof CustomFieldType)[keyof typeof CustomFieldType];

/** A decoration of a text node; `type` says which `<kind>Data` is set. */
export interface Decoration {
  type?: DecorationType;
  linkData?: {
    link?: NodeLink;
  };
  mentionData?: {
    /** Name of the mentioned member. */
    name?: string;
    /** Slug of the mentioned member. */
    slug?: string;
    /** ID of the mentioned member. */
    id?: string;
  };
  colorData?: {
    background?: string;
    foreground?: string;
  };
  anchorData?: {
    anchor?: string;
  };
  fontWeightValue?: number;
  italicData?: boolean;
  underlineData?: boolean;
  strikethroughData?: boolean;
  superscriptData?: boolean;
  subscriptData?: boolean;
}

export const DecorationType = {
  BOLD: 'BOLD',
  ITALIC: 'ITALIC',
  UNDERLINE: 'UNDERLINE',
  SPOILER: 'SPOILER',
  ANCHOR: 'ANCHOR',
  MENTION: 'MENTION',
  LINK: 'LINK',
  COLOR: 'COLOR',
  FONT_SIZE: 'FONT_SIZE',
  EXTERNAL: 'EXTERNAL',
  STRIKETHROUGH: 'STRIKETHROUGH',
  SUPERSCRIPT: 'SUPERSCRIPT',
  SUBSCRIPT: 'SUBSCRIPT',
  FONT_FAMILY: 'FONT_FAMILY',
  SKETCH: 'SKETCH',
} as const;

export type DecorationType = (typeof DecorationType)[keyof typeof DecorationType];

export interface DeleteMemberAddressesResponse {
  member?: Member;
}

export interface DeleteMemberEmailsResponse {
  member?: Member;
}

export interface DeleteMemberPhonesResponse {
  member?: Member;
}

/** Empty on success. */
export type DeleteMemberResponse = Record<string, unknown>;

/** Empty on success. */
export type DeleteMyMemberResponse = Record<string, unknown>;

export interface DisconnectMemberResponse {
  member?: Member;
}

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Event ID, to spot duplicates. */
  id?: string;
  /** Fully qualified name of the entity, for example `wix.members.v1.member`. */
  entityFqdn?: string;
  /** Event name, for example `created`. */
  slug?: string;
  /** ID of the entity the event is about. */
  entityId?: string;
  eventTime?: Date;
  /** Whether a privacy request (such as GDPR) caused the event. */
  triggeredByAnonymizeRequest?: boolean;
  /** The action that caused the event, when known. */
  originatedFrom?: string;
  /** Sequence number of the entity's events, to order updates. */
  entityEventSequence?: string;
  /** App instance ID. */
  instanceId?: string;
  eventType?: string;
  identity?: IdentificationData;
  accountInfo?: AccountInfo;
}

/** Predefined set of member fields to return (SDK enum `Set`). `PUBLIC`: `id`, `contactId`, `createdDate`, `updatedDate` and `profile` (statuses returned as `UNKNOWN`). `EXTENDED`: also `loginEmail`, `status`, `privacyStatus` and `activityStatus`. `FULL`: all fields. */
export const Fieldset = {
  PUBLIC: 'PUBLIC',
  EXTENDED: 'EXTENDED',
  FULL: 'FULL',
} as const;

/** Predefined set of member fields to return (SDK enum `Set`). `PUBLIC`: `id`, `contactId`, `createdDate`, `updatedDate` and `profile` (statuses returned as `UNKNOWN`). `EXTENDED`: also `loginEmail`, `status`, `privacyStatus` and `activityStatus`. `FULL`: all fields. */
export type Fieldset = (typeof Fieldset)[keyof typeof Fieldset];

/** A platform filter, for example `{"status": "PENDING"}` or `{"profile.nickname": {"$startsWith": "Da"}}`; operators `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$startsWith`, `$in`, `$exists`, combined with `$and`, `$or`, `$not`. */
export type Filter = Record<string, unknown>;

export interface GalleryItem {
  image?: {
    media?: RichContentMedia;
    link?: NodeLink;
  };
  video?: {
    media?: RichContentMedia;
    thumbnail?: RichContentMedia;
  };
  title?: string;
  altText?: string;
}

export interface GalleryNodeData {
  items?: GalleryItem[];
  options?: NodeData;
  disableExpand?: boolean;
  disableDownload?: boolean;
}

export interface GetMemberResponse {
  member: Member;
}

export interface GetMyMemberResponse {
  member?: Member;
}

export interface HeadingData {
  /** Heading level, 1 to 6. */
  level?: number;
  textStyle?: TextStyle;
  indentation?: number;
}

/** Who performed the action; one of the IDs is set, by `identityType`. */
export interface IdentificationData {
  /** ID of a visitor who is not logged in. */
  anonymousVisitorId?: string;
  /** ID of a logged-in site member. */
  memberId?: string;
  /** ID of a platform user (site owner, contributor). */
  wixUserId?: string;
  /** ID of an app. */
  appId?: string;
  identityType?: WebhookIdentityType;
}

/** An image of a member profile. `id` is the media manager ID, set when the member picked the image from the site's media. Kept as an object, as in the platform's SDK: `offsetX`/`offsetY` position it. */
export interface Image {
  /** Media manager image ID. */
  id?: string;
  /** Image URL. */
  url?: string;
  /** Original image height. */
  height?: number;
  /** Original image width. */
  width?: number;
  /** X-axis offset. Default `0`. */
  offsetX?: number;
  /** Y-axis offset. Default `0`. */
  offsetY?: number;
}

export interface ImageNodeData {
  image?: RichContentMedia;
  link?: NodeLink;
  altText?: string;
  caption?: string;
  disableExpand?: boolean;
  disableDownload?: boolean;
  decorative?: boolean;
}

/** `data` of `INVALID_CUSTOM_FIELD_URL`. */
export interface InvalidCustomFieldUrlPayload {
  /** Custom field key to the invalid URL. */
  fields?: Record<string, string>;
}

/** The result of one item of a bulk call. */
export interface ItemMetadata {
  /** Item ID, when known. */
  id?: string;
  /** Index of the item in the request. */
  originalIndex?: number;
  /** Whether the item was processed; when `false`, `error` says why. */
  success?: boolean;
  error?: ApplicationError;
}

export interface JoinCommunityResponse {
  member?: Member;
}

export interface LeaveCommunityResponse {
  member?: Member;
}

export const LinkTarget = {
  SELF: 'SELF',
  BLANK: 'BLANK',
  PARENT: 'PARENT',
  TOP: 'TOP',
} as const;

export type LinkTarget = (typeof LinkTarget)[keyof typeof LinkTarget];

/** Data of a bulleted list, ordered list or block quote node. */
export interface ListData {
  indentation?: number;
  /** Ordered list: offset of the numbering. */
  offset?: number;
  /** Ordered list: first number. */
  start?: number;
}

export interface ListItemData {
  /** Checkbox list item state. Default `false`. */
  checked?: boolean;
}

export interface ListMembersResponse {
  members?: Member[];
  metadata?: PagingMetadata;
}

/** Data of a map node (deprecated node kind). */
export interface MapNodeData {
  mapSettings?: {
    address?: string;
    draggable?: boolean;
    marker?: boolean;
    streetViewControl?: boolean;
    zoomControl?: boolean;
    lat?: number;
    lng?: number;
    locationName?: string;
    viewModeControl?: boolean;
    initialZoom?: number;
    mapType?: MapType;
  };
}

export const MapType = {
  ROADMAP: 'ROADMAP',
  SATELITE: 'SATELITE',
  HYBRID: 'HYBRID',
  TERRAIN: 'TERRAIN',
} as const;

export type MapType = (typeof MapType)[keyof typeof MapType];

/** A registered user of the site who can log in, reach members-only content and take part in the site's community. Which fields are returned depends on the fieldset (`PUBLIC`, `EXTENDED`, `FULL`) and the caller. */
export interface Member {
  /** Member ID. */
  id?: string;
  /** Email the member logs in with. Set when the member is created; cannot be changed with Update Member. */
  loginEmail?: string;
  /** Whether the login email has been verified. */
  loginEmailVerified?: boolean;
  /** Site access status of the member. Read-only. */
  status?: MemberStatus;
  /** ID of the member's contact in the site's contact list. */
  contactId?: string;
  /** The member's contact information (stored in the site's contact list). */
  contact?: Contact;
  /** Profile display details. */
  profile?: Profile;
  /** Whether the member is visible to everyone or only to site collaborators. */
  privacyStatus?: PrivacyStatus;
  /** Whether the member can write in the community. Read-only. */
  activityStatus?: ActivityStatus;
  /** Date and time the member was created. */
  createdDate?: Date;
  /** Date and time the member was last updated. */
  updatedDate?: Date;
  /** Date and time the member last logged in to the site. */
  lastLoginDate?: Date;
}

/** {@link Member} as a request sends it: without the fields the server sets (readOnly). */
export interface MemberWritable {
  /** Email the member logs in with. Set when the member is created; cannot be changed with Update Member. */
  loginEmail?: string;
  /** Site access status of the member. Read-only. */
  status?: MemberStatus;
  /** The member's contact information (stored in the site's contact list). */
  contact?: ContactWritable;
  /** Profile display details. */
  profile?: ProfileWritable;
  /** Whether the member is visible to everyone or only to site collaborators. */
  privacyStatus?: PrivacyStatus;
  /** Whether the member can write in the community. Read-only. */
  activityStatus?: ActivityStatus;
}

/** The "About" section of a member's profile, as rich content. */
export interface MemberAbout {
  /** ID of the "About" content. */
  id?: string;
  /** Revision number; send the current one when updating. */
  revision?: string;
  /** Member ID. */
  memberId?: string;
  content?: RichContent;
}

/** One block involving a member, with its direction. */
export interface MemberBlock {
  /** ID of the other member. */
  memberId?: string;
  blockDirection?: BlockDirection;
}

export interface MemberCreatedEvent {
  /** The created member. */
  entity: Member;
  metadata: EventMetadata;
}

export interface MemberDeletedEvent {
  metadata: EventMetadata;
}

/** A report a member submitted about another member (spam, impersonation, harassment). */
export interface MemberReport {
  /** Report ID. */
  id?: string;
  /** ID of the reported member. */
  reportedMemberId?: string;
  /** ID of the member who created the report. */
  reportingMemberId?: string;
  reason?: ReportReason;
  createdDate?: Date;
}

/** A role assigned to a member (SDK `Role` of the authorization module). */
export interface MemberRole {
  /** Role key. */
  roleKey?: string;
  /** Role title. */
  title?: string;
}

/** A member role the site defines. */
export interface MemberRoleDefinition {
  /** Role definition ID. */
  id?: string;
  /** Role key. */
  roleKey?: string;
  /** Role title. */
  title?: string;
  /** Whether members with the role can be blocked. */
  blockable?: boolean;
  /** Revision number; increments on every update. */
  revision?: string;
}

/** `data` of `MEMBER_SELF_BLOCK_FORBIDDEN`: the target member. */
export interface MemberSelfBlockForbiddenPayload {
  memberId?: string;
}

/** State of an app (such as the Members Area) on the site, as site events report it (SDK `State` of `Asset.state`). */
export const MemberSiteState = {
  UNKNOWN: 'UNKNOWN',
  ENABLED: 'ENABLED',
  DISABLED: 'DISABLED',
  PENDING: 'PENDING',
  DEMO: 'DEMO',
} as const;

/** State of an app (such as the Members Area) on the site, as site events report it (SDK `State` of `Asset.state`). */
export type MemberSiteState = (typeof MemberSiteState)[keyof typeof MemberSiteState];

/** A members query (SDK `Query`) with offset paging. */
export interface MembersQuery {
  filter?: Filter;
  /** Offset paging; `limit` at most 100. */
  paging?: Paging;
  /** Sort entries, applied in order. */
  sorting?: Sorting[];
}

/** Site access status of a member. `PENDING`: created and waiting for approval by the site owner; cannot log in. `APPROVED`: can log in. `BLOCKED`: blocked, cannot log in. `OFFLINE`: a disconnected member or a guest author of the site blog, cannot log in. `UNKNOWN`: the caller may not see the status (for example the `PUBLIC` fieldset). Approve, Block (also in bulk by filter) and Disconnect change it. */
export const MemberStatus = {
  UNKNOWN: 'UNKNOWN',
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
} as const;

/** Site access status of a member. `PENDING`: created and waiting for approval by the site owner; cannot log in. `APPROVED`: can log in. `BLOCKED`: blocked, cannot log in. `OFFLINE`: a disconnected member or a guest author of the site blog, cannot log in. `UNKNOWN`: the caller may not see the status (for example the `PUBLIC` fieldset). Approve, Block (also in bulk by filter) and Disconnect change it. */
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

/** A block one member put on another; the two no longer see each other on the site. */
export interface MemberToMemberBlock {
  /** ID of the member who created the block. */
  blockingMemberId?: string;
  /** ID of the blocked member. */
  blockedMemberId?: string;
}

/** `data` of `MEMBER_TO_MEMBER_BLOCKED`. */
export interface MemberToMemberBlockedPayload {
  memberId?: string;
}

export interface MemberUpdatedEvent {
  /** The member after the update. */
  entity: Member;
  metadata: EventMetadata;
}

export interface MuteMemberResponse {
  member?: Member;
}

/** Data of a node kind this compact schema does not detail; passed through as sent. */
export type NodeData = Record<string, unknown>;

export interface NodeLink {
  /** Absolute URL. */
  url?: string;
  /** ID of a node to scroll to. */
  anchor?: string;
  target?: LinkTarget;
  customData?: string;
}

export interface NodeStyle {
  /** Top padding in pixels. */
  paddingTop?: string;
  /** Bottom padding in pixels. */
  paddingBottom?: string;
  /** Background color as a hexadecimal value. */
  backgroundColor?: string;
}

/** `data` of `OWNER_MEMBER_BLOCK_FORBIDDEN`: the owner's member ID. */
export interface OwnerMemberBlockForbiddenPayload {
  memberId?: string;
}

/** `data` of `OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN`. */
export interface OwnerOrContributorDeleteForbiddenPayload {
  memberId?: string;
}

export interface Paging {
  /** Number of items to return. */
  limit?: number;
  /** Number of items to skip in the current sort order. Default `0`. */
  offset?: number;
}

export interface PagingMetadata {
  /** Number of items returned. */
  count?: number;
  /** Offset that was requested. */
  offset?: number;
  /** Total number of items that match. */
  total?: number;
  /** Whether the server could not calculate `total`. */
  tooManyToCount?: boolean;
}

/** Data of a paragraph or code block node. */
export interface ParagraphData {
  textStyle?: TextStyle;
  indentation?: number;
  /** Paragraph level. */
  level?: number;
}

export interface PollNodeData {
  poll?: {
    id?: string;
    title?: string;
    creatorId?: string;
    image?: RichContentMedia;
    options?: PollOption[];
    settings?: NodeData;
  };
  layout?: NodeData;
  design?: NodeData;
}

export interface PollOption {
  id?: string;
  title?: string;
  image?: RichContentMedia;
}

/** `PUBLIC`: visible to everyone (joined the community). `PRIVATE`: hidden from visitors and other members, returned only to site collaborators and apps (default). `UNKNOWN`: the caller may not see the status. Join Community and Leave Community change it. */
export const PrivacyStatus = {
  UNKNOWN: 'UNKNOWN',
  PRIVATE: 'PRIVATE',
  PUBLIC: 'PUBLIC',
} as const;

/** `PUBLIC`: visible to everyone (joined the community). `PRIVATE`: hidden from visitors and other members, returned only to site collaborators and apps (default). `UNKNOWN`: the caller may not see the status. Join Community and Leave Community change it. */
export type PrivacyStatus = (typeof PrivacyStatus)[keyof typeof PrivacyStatus];

/** How the member is shown to others. */
export interface Profile {
  /** Name that identifies the member to other members, on the profile page and in the forum or blog. */
  nickname?: string;
  /** End of the member's profile page URL. Change it with Update Member Slug. */
  slug?: string;
  /** Profile photo. */
  photo?: Image;
  /** Cover photo, the background of the profile page. `offsetX` and `offsetY` position it (default `0`). */
  cover?: Image;
  /** Member title. */
  title?: string;
}

/** {@link Profile} as a request sends it: without the fields the server sets (readOnly). */
export interface ProfileWritable {
  /** Name that identifies the member to other members, on the profile page and in the forum or blog. */
  nickname?: string;
  /** Profile photo. */
  photo?: Image;
  /** Cover photo, the background of the profile page. `offsetX` and `offsetY` position it (default `0`). */
  cover?: Image;
  /** Member title. */
  title?: string;
}

export interface QueryMembersRequest {
  query?: MembersQuery;
  /** Predefined sets of fields to return. Default `PUBLIC`. */
  fieldsets?: Fieldset[];
  search?: Search;
}

export interface QueryMembersResponse {
  members?: Member[];
  metadata?: PagingMetadata;
}

/** Why a member was reported. `UNKNOWN` is unused. */
export const ReportCategory = {
  UNKNOWN: 'UNKNOWN',
  SPAM: 'SPAM',
  IMPERSONATION: 'IMPERSONATION',
  HARASSMENT: 'HARASSMENT',
  OTHER: 'OTHER',
} as const;

/** Why a member was reported. `UNKNOWN` is unused. */
export type ReportCategory = (typeof ReportCategory)[keyof typeof ReportCategory];

/** Report totals of one reported member. */
export interface ReportedMember {
  reportedMemberId?: string;
  /** Number of reports of this member (64-bit integer as a string). */
  reportCount?: string;
  /** Whether the reports of this member have been reviewed. */
  reviewed?: boolean;
  lastReportDate?: Date;
}

export interface ReportReason {
  category?: ReportCategory;
  /** Explanation of why the member is reported. */
  description?: string;
}

/** A rich content (Ricos) document. */
export interface RichContent {
  /** The document's top-level nodes. */
  nodes?: RichContentNode[];
  metadata?: RichContentMetadata;
  /** Global styling for headings, paragraphs, block quotes and code blocks (not detailed here). */
  documentStyle?: NodeData;
}

/** Where a media file is; one of `url`, `custom` (a media manager ID) or `id`. */
export interface RichContentFileSource {
  url?: string;
  custom?: string;
  id?: string;
  private?: boolean;
}

/** A media file inside rich content (no conversion). */
export interface RichContentMedia {
  src?: RichContentFileSource;
  width?: number;
  height?: number;
  /** Duration in seconds (video, audio). */
  duration?: number;
}

export interface RichContentMetadata {
  /** Schema version. */
  version?: number;
  createdTimestamp?: Date;
  updatedTimestamp?: Date;
  /** Document ID. */
  id?: string;
}

/** A node of a rich content document. `type` says which kind it is; the matching `<kind>Data` property holds its data and `nodes` its children. The data of the node kinds the members "About" section uses most is typed here; the data of the other kinds (`buttonData`, `fileData`, `gifData`, `htmlData`, `linkPreviewData`, `appEmbedData`, `embedData`, `audioData`, `captionData`, `layoutData`, `shapeData`, `cardData`, `tocData`, ...) is passed through as `NodeData`. */
export interface RichContentNode {
  type?: RichContentNodeType;
  /** Node ID. */
  id?: string;
  /** Child nodes. */
  nodes?: RichContentNode[];
  style?: NodeStyle;
  textData?: TextData;
  paragraphData?: ParagraphData;
  headingData?: HeadingData;
  bulletedListData?: ListData;
  orderedListData?: ListData;
  checkboxListData?: NodeData;
  listItemData?: ListItemData;
  blockquoteData?: ListData;
  codeBlockData?: ParagraphData;
  imageData?: ImageNodeData;
  galleryData?: GalleryNodeData;
  videoData?: VideoNodeData;
  pollData?: PollNodeData;
  mapData?: MapNodeData;
  tableData?: TableNodeData;
  tableCellData?: NodeData;
  dividerData?: NodeData;
  buttonData?: NodeData;
  fileData?: NodeData;
  gifData?: NodeData;
  htmlData?: NodeData;
  linkPreviewData?: NodeData;
  appEmbedData?: NodeData;
  embedData?: NodeData;
  collapsibleListData?: NodeData;
  externalData?: NodeData;
  audioData?: NodeData;
  captionData?: NodeData;
  layoutData?: NodeData;
  layoutCellData?: NodeData;
  shapeData?: NodeData;
  cardData?: NodeData;
  tocData?: NodeData;
  smartBlockData?: NodeData;
  smartBlockCellData?: NodeData;
}

/** Kind of a rich content node. Text lives in `TEXT` nodes under `PARAGRAPH`, `HEADING`, `LIST_ITEM`, `BLOCKQUOTE` and `CODE_BLOCK`; lists are `BULLETED_LIST`, `ORDERED_LIST` and `CHECKBOX_LIST` of `LIST_ITEM`s; tables are `TABLE` of `TABLE_ROW` of `TABLE_CELL`. `MAP` is deprecated. */
export const RichContentNodeType = {
  PARAGRAPH: 'PARAGRAPH',
  TEXT: 'TEXT',
  HEADING: 'HEADING',
  BULLETED_LIST: 'BULLETED_LIST',
  ORDERED_LIST: 'ORDERED_LIST',
  LIST_ITEM: 'LIST_ITEM',
  BLOCKQUOTE: 'BLOCKQUOTE',
  CODE_BLOCK: 'CODE_BLOCK',
  VIDEO: 'VIDEO',
  DIVIDER: 'DIVIDER',
  FILE: 'FILE',
  GALLERY: 'GALLERY',
  GIF: 'GIF',
  HTML: 'HTML',
  IMAGE: 'IMAGE',
  LINK_PREVIEW: 'LINK_PREVIEW',
  MAP: 'MAP',
  POLL: 'POLL',
  APP_EMBED: 'APP_EMBED',
  BUTTON: 'BUTTON',
  COLLAPSIBLE_LIST: 'COLLAPSIBLE_LIST',
  TABLE: 'TABLE',
  EMBED: 'EMBED',
  COLLAPSIBLE_ITEM: 'COLLAPSIBLE_ITEM',
  COLLAPSIBLE_ITEM_TITLE: 'COLLAPSIBLE_ITEM_TITLE',
  COLLAPSIBLE_ITEM_BODY: 'COLLAPSIBLE_ITEM_BODY',
  TABLE_CELL: 'TABLE_CELL',
  TABLE_ROW: 'TABLE_ROW',
  EXTERNAL: 'EXTERNAL',
  AUDIO: 'AUDIO',
  CAPTION: 'CAPTION',
  LAYOUT: 'LAYOUT',
  LAYOUT_CELL: 'LAYOUT_CELL',
  SHAPE: 'SHAPE',
  CARD: 'CARD',
  TOC: 'TOC',
  SMART_BLOCK: 'SMART_BLOCK',
  SMART_BLOCK_CELL: 'SMART_BLOCK_CELL',
  CHECKBOX_LIST: 'CHECKBOX_LIST',
} as const;

/** Kind of a rich content node. Text lives in `TEXT` nodes under `PARAGRAPH`, `HEADING`, `LIST_ITEM`, `BLOCKQUOTE` and `CODE_BLOCK`; lists are `BULLETED_LIST`, `ORDERED_LIST` and `CHECKBOX_LIST` of `LIST_ITEM`s; tables are `TABLE` of `TABLE_ROW` of `TABLE_CELL`. `MAP` is deprecated. */
export type RichContentNodeType = (typeof RichContentNodeType)[keyof typeof RichContentNodeType];

/** Free text to match in searchable fields. */
export interface Search {
  /** Search term or expression. */
  expression?: string;
  /** Fields to search: `loginEmail`, `contact.firstName`, `contact.lastName`, `profile.title`, `profile.nickname`, `profile.slug`. Default `profile.nickname`. */
  fields?: string[];
}

/** An app installed on the site and its state (SDK `Asset`). */
export interface SiteAsset {
  /** App definition ID. */
  appDefId?: string;
  /** App instance ID. */
  instanceId?: string;
  state?: MemberSiteState;
}

/** How a site was created, as site creation events report it. */
export const SiteCreatedContext = {
  OTHER: 'OTHER',
  FROM_TEMPLATE: 'FROM_TEMPLATE',
  DUPLICATE_BY_SITE_TRANSFER: 'DUPLICATE_BY_SITE_TRANSFER',
  DUPLICATE: 'DUPLICATE',
  OLD_SITE_TRANSFER: 'OLD_SITE_TRANSFER',
  FLASH: 'FLASH',
} as const;

/** How a site was created, as site creation events report it. */
export type SiteCreatedContext = (typeof SiteCreatedContext)[keyof typeof SiteCreatedContext];

/** How a site was deleted (SDK `DeleteContext`). */
export interface SiteDeleteContext {
  dateDeleted?: Date;
  deleteStatus?: SiteDeleteStatus;
  /** The flow that deleted the site. */
  deleteOrigin?: string;
  /** The service that deleted the site. */
  initiatorId?: string;
}

/** Deletion state of a site, as site deletion events report it (SDK `DeleteStatus`). */
export const SiteDeleteStatus = {
  UNKNOWN: 'UNKNOWN',
  TRASH: 'TRASH',
  DELETED: 'DELETED',
  PENDING_PURGE: 'PENDING_PURGE',
  PURGED_EXTERNALLY: 'PURGED_EXTERNALLY',
} as const;

/** Deletion state of a site, as site deletion events report it (SDK `DeleteStatus`). */
export type SiteDeleteStatus = (typeof SiteDeleteStatus)[keyof typeof SiteDeleteStatus];

/** Site-level role of a site member (SDK `Role` of the authentication module). */
export const SiteMemberRole = {
  UNDEFINED_ROLE: 'UNDEFINED_ROLE',
  MEMBER: 'MEMBER',
  OWNER: 'OWNER',
  CONTRIBUTOR: 'CONTRIBUTOR',
} as const;

/** Site-level role of a site member (SDK `Role` of the authentication module). */
export type SiteMemberRole = (typeof SiteMemberRole)[keyof typeof SiteMemberRole];

/** Product namespace of a site, as site events report it (SDK `Namespace`). */
export const SiteNamespace = {
  UNKNOWN_NAMESPACE: 'UNKNOWN_NAMESPACE',
  WIX: 'WIX',
  SHOUT_OUT: 'SHOUT_OUT',
  ALBUMS: 'ALBUMS',
  WIX_STORES_TEST_DRIVE: 'WIX_STORES_TEST_DRIVE',
  HOTELS: 'HOTELS',
  CLUBS: 'CLUBS',
  ONBOARDING_DRAFT: 'ONBOARDING_DRAFT',
  DEV_SITE: 'DEV_SITE',
  LOGOS: 'LOGOS',
  VIDEO_MAKER: 'VIDEO_MAKER',
  PARTNER_DASHBOARD: 'PARTNER_DASHBOARD',
  DEV_CENTER_COMPANY: 'DEV_CENTER_COMPANY',
  HTML_DRAFT: 'HTML_DRAFT',
  SITELESS_BUSINESS: 'SITELESS_BUSINESS',
  CREATOR_ECONOMY: 'CREATOR_ECONOMY',
  DASHBOARD_FIRST: 'DASHBOARD_FIRST',
  ANYWHERE: 'ANYWHERE',
  HEADLESS: 'HEADLESS',
  ACCOUNT_MASTER_CMS: 'ACCOUNT_MASTER_CMS',
  RISE: 'RISE',
  BRANDED_FIRST: 'BRANDED_FIRST',
  NOWNIA: 'NOWNIA',
  UGC_TEMPLATE: 'UGC_TEMPLATE',
  CODUX: 'CODUX',
  MEDIA_DESIGN_CREATOR: 'MEDIA_DESIGN_CREATOR',
  SHARED_BLOG_ENTERPRISE: 'SHARED_BLOG_ENTERPRISE',
  STANDALONE_FORMS: 'STANDALONE_FORMS',
  STANDALONE_EVENTS: 'STANDALONE_EVENTS',
  MIMIR: 'MIMIR',
  TWINS: 'TWINS',
  NANO: 'NANO',
  BASE44: 'BASE44',
  CHANNELS: 'CHANNELS',
  NAUTILUS: 'NAUTILUS',
  SYMPHONY: 'SYMPHONY',
  NAUTILUS_APPS: 'NAUTILUS_APPS',
  VIBU: 'VIBU',
  ENTERPRISE_BRAND_KIT: 'ENTERPRISE_BRAND_KIT',
  DEV_CENTER_DEV_SITE: 'DEV_CENTER_DEV_SITE',
} as const;

/** Product namespace of a site, as site events report it (SDK `Namespace`). */
export type SiteNamespace = (typeof SiteNamespace)[keyof typeof SiteNamespace];

/** `data` of `SLUG_ALREADY_EXISTS`. */
export interface SlugAlreadyExistsPayload {
  slug?: string;
}

/** Social network of a `SOCIAL` custom profile field. `UNKNOWN` is unused. */
export const SocialType = {
  UNKNOWN: 'UNKNOWN',
  FACEBOOK: 'FACEBOOK',
  INSTAGRAM: 'INSTAGRAM',
  LINKEDIN: 'LINKEDIN',
  TWITTER: 'TWITTER',
  YOUTUBE: 'YOUTUBE',
  PINTEREST: 'PINTEREST',
  TIKTOK: 'TIKTOK',
  DEVIANTART: 'DEVIANTART',
  SOUNDCLOUD: 'SOUNDCLOUD',
  TUMBLR: 'TUMBLR',
  VIMEO: 'VIMEO',
  VKONTAKTE: 'VKONTAKTE',
  ODNOKLASSNIKI: 'ODNOKLASSNIKI',
  OTHER: 'OTHER',
} as const;

/** Social network of a `SOCIAL` custom profile field. `UNKNOWN` is unused. */
export type SocialType = (typeof SocialType)[keyof typeof SocialType];

export interface Sorting {
  /** Name of the field to sort by. */
  fieldName?: string;
  /** Sort order. */
  order?: SortOrder;
  /** Origin point of a geo-distance sort (nearest first with `ASC`). */
  origin?: AddressLocation;
}

export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

export interface StreetAddress {
  /** Street number. */
  number?: string;
  /** Street name. */
  name?: string;
}

export interface TableNodeData {
  dimensions?: {
    colsWidthRatio?: number[];
    rowsHeight?: number[];
    colsMinWidth?: number[];
  };
  /** Whether the first row is a header (deprecated in favour of `rowHeader`). */
  header?: boolean;
  rowHeader?: boolean;
  columnHeader?: boolean;
  cellSpacing?: number;
  cellPadding?: number[];
  altText?: string;
}

export const TextAlignment = {
  AUTO: 'AUTO',
  LEFT: 'LEFT',
  RIGHT: 'RIGHT',
  CENTER: 'CENTER',
  JUSTIFY: 'JUSTIFY',
} as const;

export type TextAlignment = (typeof TextAlignment)[keyof typeof TextAlignment];

export interface TextData {
  /** The text. */
  text?: string;
  decorations?: Decoration[];
}

export interface TextStyle {
  textAlignment?: TextAlignment;
  /** Line height of the text. */
  lineHeight?: string;
}

export interface UnmuteMemberResponse {
  member?: Member;
}

export interface UpdateMemberRequest {
  /** The fields to update. */
  member?: Member;
}

export interface UpdateMemberResponse {
  member: Member;
}

export interface UpdateMemberSlugRequest {
  /** New slug. */
  slug: string;
}

export interface UpdateMemberSlugResponse {
  member?: Member;
}

export interface UpdateMySlugRequest {
  /** New slug. */
  slug: string;
}

export interface UpdateMySlugResponse {
  member?: Member;
}

export interface VideoNodeData {
  video?: RichContentMedia;
  thumbnail?: RichContentMedia;
  title?: string;
  disableDownload?: boolean;
  options?: {
    autoPlay?: boolean;
    playInLoop?: boolean;
    showControls?: boolean;
  };
}

/** Who performed the action that caused an event. */
export const WebhookIdentityType = {
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/** Who performed the action that caused an event. */
export type WebhookIdentityType = (typeof WebhookIdentityType)[keyof typeof WebhookIdentityType];
