// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { PostalAddress } from '@siteapi/runtime/generated';

/** Client-side access token of OAuthStrategy (not a wire shape). */
export interface AccessToken {
  /** The access token; sent as the `Authorization` header. */
  value: string;
  /** Expiry in epoch seconds (`now + expires_in`); an expired token is renewed before the next call. */
  expiresAt: number;
}

/** A physical address (wire form). The SDK form renames formattedAddress → formatted, geocode → location, addressLine → addressLine1. */
export type Address = PostalAddress;

/** Geographic coordinates. */
export interface AddressLocation {
  /** Latitude, -90 to 90. */
  latitude?: number;
  /** Longitude, -180 to 180. */
  longitude?: number;
}

export const AddressTag = {
  UNTAGGED: 'UNTAGGED',
  HOME: 'HOME',
  WORK: 'WORK',
  BILLING: 'BILLING',
  SHIPPING: 'SHIPPING',
} as const;

export type AddressTag = (typeof AddressTag)[keyof typeof AddressTag];

export interface AddressWrapper {
  address?: Address;
  tag?: AddressTag;
}

/** Tokens for a new anonymous visitor (refresh token role `visitor`). */
export interface AnonymousTokenRequest {
  /** ID of the OAuth app (client ID). */
  clientId: string;
  grantType: 'anonymous';
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
        /** The request field, e.g. `loginId.email`. */
        field?: string;
        description?: string;
        violatedRule?: string;
        ruleName?: string;
        /** Details of the violation; `type: EMAIL` marks an invalid login email on register. */
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** Result of attaching Wix pages of an app to the site (a call of the redirect service the SDK does not expose). */
export interface AttachPagesResponse {
  status?: AttachPagesResponseStatus;
  message?: string;
  pagesAttached?: boolean;
  sitePublished?: boolean;
}

/** SUCCESS - pages attached; NO_ACTION - the site is already published; ERROR - site or app not found. */
export const AttachPagesResponseStatus = {
  UNKNOWN: 'UNKNOWN',
  SUCCESS: 'SUCCESS',
  NO_ACTION: 'NO_ACTION',
  ERROR: 'ERROR',
} as const;

/** SUCCESS - pages attached; NO_ACTION - the site is already published; ERROR - site or app not found. */
export type AttachPagesResponseStatus = (typeof AttachPagesResponseStatus)[keyof typeof AttachPagesResponseStatus];

export interface AuthenticationExtensionInputs {
  largeBlobRead?: boolean;
  largeBlobWrite?: string;
  appid?: string;
  uvm?: boolean;
}

export interface AuthenticatorConnection {
  authenticatorConnectionId?: string;
  reEnrollmentRequired?: boolean;
}

/** Member tokens for the authorization code of a Wix-managed login (PKCE; refresh token role `member`). */
export interface AuthorizationCodeTokenRequest {
  clientId: string;
  grantType: 'authorization_code';
  /** The redirect URI of the authorization request; OAuthStrategy sends it when the OAuth data has one. */
  redirectUri?: string;
  /** The authorization code read from the redirect URI. */
  code: string;
  /** PKCE code verifier whose S256 challenge was sent with the authorization request. */
  codeVerifier: string;
}

/** Member tokens for a member authenticated outside Wix (refresh token role `member`); requires the extra `Authorization` header (visitor access token and API key). With `scope: offline_access` (getMemberTokensForExternalLogin) or with the `session_token` of Sign On (getMemberTokensForExternalLoginWithSession). */
export interface AuthorizedClientTokenRequest {
  grant_type: 'authorized_client';
  /** `offline_access`. */
  scope?: string;
  /** ID of the member (the identity ID). */
  member_id: string;
  /** Session token from Sign On, to bind the tokens to that session. */
  session_token?: string;
}

/** The OAuth authorization request (PKCE). */
export interface AuthorizeRequest {
  /** ID of the OAuth app requesting authorization. */
  clientId?: string;
  responseType?: ResponseType;
  /** URI the browser returns to after authentication, successful or not. */
  redirectUri?: string;
  /** Requested scope; `offline_access` to receive a refresh token (OAuthStrategy always sends it). */
  scope?: string;
  /** Random value echoed back to the redirect URI; the client compares it with the stored one. */
  state?: string;
  responseMode?: ResponseMode;
  /** PKCE code challenge (base64url SHA-256 of the verifier). */
  codeChallenge?: string;
  codeChallengeMethod?: CodeChallengeMethod;
  /** Session token of a successful Login V2 / Register V2, for direct login; OAuthStrategy sends it with prompt `none` and response mode `web_message`. */
  sessionToken?: string;
  /** OIDC nonce echoed back in the id_token. */
  nonce?: string;
  /** OIDC prompt; only `none` is honored. */
  prompt?: string;
  /** IdP connection ID to log in with (OAuthStrategy `getAuthUrl(…, { idp })`); not in the SDK's request type. */
  idp?: string;
}

/** A factor the member can verify with (SDK `V1Factor`). */
export interface AvailableFactor {
  factorType?: FactorType;
  factorStatus?: FactorStatus;
}

export interface BookingPolicyViolations {
  tooEarlyToBook?: boolean;
  tooLateToBook?: boolean;
  bookOnlineDisabled?: boolean;
  validSubmissionRequired?: boolean;
}

export interface CallbackParams {
  /** Custom thank-you page after the process; Wix adds `planOrderId` (paid plans), `orderId` (eCommerce) or `orderNumber` and `eventId` (events). */
  thankYouPageUrl?: string;
  /** Where to return when the process is completed, abandoned or interrupted. */
  postFlowUrl?: string;
  /** Custom login page. */
  loginUrl?: string;
  /** Custom bookings services page. */
  bookingsServiceListUrl?: string;
  /** Custom cart page. */
  cartPageUrl?: string;
  /** Custom plans page; Wix adds `planIds` and `checkoutData`. */
  planListUrl?: string;
}

/** Kind of a callback URL (validated against the OAuth app's allowed domains). */
export const CallbackType = {
  UNKNOWN: 'UNKNOWN',
  LOGOUT: 'LOGOUT',
  CHECKOUT: 'CHECKOUT',
  AUTHORIZE: 'AUTHORIZE',
} as const;

/** Kind of a callback URL (validated against the OAuth app's allowed domains). */
export type CallbackType = (typeof CallbackType)[keyof typeof CallbackType];

export interface CallVerifyData {
  code?: string;
}

/** One CAPTCHA token (one of the fields). OAuthStrategy sends one object with Recaptcha and InvisibleRecaptcha. */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
  recaptchaForClientSiteKey?: RecaptchaForClientSiteKey;
}

export interface ChangePasswordRequest {
  /** The new password; must meet the site's length and complexity rules. */
  newPassword: string;
}

/** Empty on success. */
export type ChangePasswordResponse = Record<string, unknown>;

/** PKCE challenge method; OAuthStrategy uses S256. */
export const CodeChallengeMethod = {
  S256: 'S256',
  S512: 'S512',
} as const;

/** PKCE challenge method; OAuthStrategy uses S256. */
export type CodeChallengeMethod = (typeof CodeChallengeMethod)[keyof typeof CodeChallengeMethod];

/** One of an IdP connection or an authenticator connection. */
export interface Connection {
  idpConnection?: IdpConnection;
  authenticatorConnection?: AuthenticatorConnection;
}

/** One intent (bookingsCheckout, ecomCheckout, eventsCheckout, paidPlansCheckout, login, logout, auth, storesProduct, bookingsBook or ecomOrderPaymentRequest), plus callbacks, preferences and origin. */
export interface CreateRedirectSessionRequest {
  bookingsCheckout?: RedirectSessionBookingsCheckoutParams;
  ecomCheckout?: RedirectSessionEcomCheckoutParams;
  eventsCheckout?: RedirectSessionEventsCheckoutParams;
  paidPlansCheckout?: RedirectSessionPaidPlansCheckoutParams;
  /** An empty object, for a Wix login URL without first checking whether the visitor is authenticated. */
  login?: RedirectSessionLoginParams;
  logout?: RedirectSessionLogoutParams;
  auth?: RedirectSessionAuthParams;
  storesProduct?: RedirectSessionStoresProductParams;
  bookingsBook?: RedirectSessionBookingsBookParams;
  ecomOrderPaymentRequest?: RedirectSessionEcomOrderPaymentRequestParams;
  /** Pages of the client site to send the visitor back to; Wix adds the boolean `wixMemberLoggedIn` parameter. For an authentication redirect use `auth.authRequest.redirectUri` instead of `postFlowUrl`. */
  callbacks?: CallbackParams;
  preferences?: RedirectSessionPreferences;
  /** The origin of the request. */
  origin?: string;
}

export interface CreateRedirectSessionResponse {
  redirectSession?: RedirectSession;
}

export interface CustomField {
  /** Key of an extended field of the site's contacts, without the `custom.` prefix. */
  name?: string;
  value?: V1CustomValue;
}

/** A value of `additionalData`: text, number, date, list or map. The SDK converts `dateValue` at this level only. */
export interface CustomValue {
  strValue?: string;
  numValue?: number;
  dateValue?: Date;
  listValue?: ListValue;
  mapValue?: MapValue;
}

/** Channel of an SMS factor code (current SDK types only). */
export const DeliveryMethod = {
  SMS: 'SMS',
  WHATSAPP: 'WHATSAPP',
} as const;

/** Channel of an SMS factor code (current SDK types only). */
export type DeliveryMethod = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];

export interface EmailOptions {
  /** Language of the email; default the identity's language. */
  language?: string;
  redirect?: Redirect;
}

export const EmailTag = {
  UNTAGGED: 'UNTAGGED',
  MAIN: 'MAIN',
  HOME: 'HOME',
  WORK: 'WORK',
} as const;

export type EmailTag = (typeof EmailTag)[keyof typeof EmailTag];

export interface EmailValidationFailure {
  reason?: EmailValidationFailureReason;
}

/** Why an email address is not valid (SDK `Reason` of Validate Email). */
export const EmailValidationFailureReason = {
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  EMAIL_ADDRESS_BOUNCED: 'EMAIL_ADDRESS_BOUNCED',
  EMAIL_DOMAIN_MISSING_DNS_RECORDS: 'EMAIL_DOMAIN_MISSING_DNS_RECORDS',
  EMAIL_DOMAIN_FORMAT_INVALID: 'EMAIL_DOMAIN_FORMAT_INVALID',
  EMAIL_DOMAIN_PERMANENTLY_BLACKLISTED: 'EMAIL_DOMAIN_PERMANENTLY_BLACKLISTED',
} as const;

/** Why an email address is not valid (SDK `Reason` of Validate Email). */
export type EmailValidationFailureReason = (typeof EmailValidationFailureReason)[keyof typeof EmailValidationFailureReason];

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Event ID, to spot duplicates. */
  id?: string;
  /** Fully qualified name of the entity, `wix.headless.v1.redirect_session`. */
  entityFqdn?: string;
  /** Event name, for example `created`. */
  slug?: string;
  /** ID of the redirect session. */
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
  accountInfo?: {
    accountId?: string;
    parentAccountId?: string;
    siteId?: string;
  };
}

export interface ExternalEmailVerifyData {
  code?: string;
}

/** An authentication factor of the identity. */
export interface Factor {
  factorId?: string;
  type?: FactorType;
  status?: IdentityFactorStatus;
}

/** Availability of a second factor. */
export const FactorStatus = {
  ENABLED: 'ENABLED',
  REQUIRE_ACTIVATION: 'REQUIRE_ACTIVATION',
  REQUIRE_REENROLL: 'REQUIRE_REENROLL',
  ENABLED_BY_RULE: 'ENABLED_BY_RULE',
  DISABLED_BY_RULE: 'DISABLED_BY_RULE',
} as const;

/** Availability of a second factor. */
export type FactorStatus = (typeof FactorStatus)[keyof typeof FactorStatus];

/** Authentication factor: password, a code by SMS, phone call or email, an authenticator app (TOTP), a push notification, WebAuthn / passkey, or a recovery code. */
export const FactorType = {
  PASSWORD: 'PASSWORD',
  SMS: 'SMS',
  CALL: 'CALL',
  EMAIL: 'EMAIL',
  TOTP: 'TOTP',
  PUSH: 'PUSH',
  WEBAUTHN: 'WEBAUTHN',
  RECOVERY_CODE: 'RECOVERY_CODE',
} as const;

/** Authentication factor: password, a code by SMS, phone call or email, an authenticator app (TOTP), a push notification, WebAuthn / passkey, or a recovery code. */
export type FactorType = (typeof FactorType)[keyof typeof FactorType];

export interface GraphqlError {
  message?: string;
  locations?: Array<{
    line?: number;
    column?: number;
  }>;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

export interface GraphqlRequest {
  /** The GraphQL document. */
  query: string;
  /** Values of the query's variables, by name. */
  variables: Record<string, unknown>;
}

export interface GraphqlResponse {
  /** The result, shaped by the query (the SDK returns `{}` when absent). */
  data?: Record<string, unknown>;
  errors?: GraphqlError[];
}

export interface HeadersEntry {
  key?: string;
  value?: string;
}

export interface IdentificationData {
  /** ID of a site visitor that has not logged in. */
  anonymousVisitorId?: string;
  /** ID of a logged-in site member. */
  memberId?: string;
  /** ID of a Wix user (site owner, contributor, ...). */
  wixUserId?: string;
  /** ID of an app. */
  appId?: string;
  identityType?: WebhookIdentityType;
}

/** A member's identity. */
export interface Identity {
  id?: string;
  /** Increments by 1 on every update. */
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  /** Connections the identity can authenticate with. */
  connections?: Connection[];
  identityProfile?: IdentityProfile;
  metadata?: IdentityMetadata;
  email?: IdentityEmail;
  status?: IdentityStatus;
  factors?: Factor[];
}

/** The identity's login email (SDK `Email`). */
export interface IdentityEmail {
  address?: string;
  isVerified?: boolean;
}

/** Status of an enrolled factor (SDK `Status`): INACTIVE - requires activation; REQUIRE_REENROLL - blocked, enroll again. */
export const IdentityFactorStatus = {
  INACTIVE: 'INACTIVE',
  ACTIVE: 'ACTIVE',
  REQUIRE_REENROLL: 'REQUIRE_REENROLL',
} as const;

/** Status of an enrolled factor (SDK `Status`): INACTIVE - requires activation; REQUIRE_REENROLL - blocked, enroll again. */
export type IdentityFactorStatus = (typeof IdentityFactorStatus)[keyof typeof IdentityFactorStatus];

/** Read-only information that can affect the identity's access (SDK `Metadata`). */
export interface IdentityMetadata {
  tags?: string[];
}

/** The member's profile. */
export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  /** Display name. */
  nickname?: string;
  /** URL of the profile picture. */
  picture?: string;
  /**
   * Replaced by secondaryEmails.
   * @deprecated
   */
  emails?: string[];
  /**
   * Replaced by phonesV2.
   * @deprecated
   */
  phones?: string[];
  labels?: string[];
  /** Preferred language (ISO 639-1). */
  language?: string;
  privacyStatus?: PrivacyStatus;
  customFields?: CustomField[];
  secondaryEmails?: SecondaryEmail[];
  phonesV2?: Phone[];
  addresses?: AddressWrapper[];
  company?: string;
  position?: string;
  /** Birth date as `YYYY-MM-DD`. */
  birthdate?: string;
  slug?: string;
  /** Consent to marketing communications. */
  subscription?: boolean;
  vatId?: string;
}

/** The identity's status (SDK `StatusV2`). */
export interface IdentityStatus {
  name?: IdentityStatusName;
  reasons?: IdentityStatusReason[];
}

/** PENDING - waiting for verification or owner approval; ACTIVE - can log in; DELETED, BLOCKED, OFFLINE - cannot log in. */
export const IdentityStatusName = {
  UNKNOWN_STATUS: 'UNKNOWN_STATUS',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  DELETED: 'DELETED',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
} as const;

/** PENDING - waiting for verification or owner approval; ACTIVE - can log in; DELETED, BLOCKED, OFFLINE - cannot log in. */
export type IdentityStatusName = (typeof IdentityStatusName)[keyof typeof IdentityStatusName];

/** Why an identity is PENDING; after the approval, verification or missing fields it becomes ACTIVE. */
export const IdentityStatusReason = {
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  PENDING_ADMIN_APPROVAL_REQUIRED: 'PENDING_ADMIN_APPROVAL_REQUIRED',
  PENDING_EMAIL_VERIFICATION_REQUIRED: 'PENDING_EMAIL_VERIFICATION_REQUIRED',
  PENDING_REQUIRED_FIELDS_MISSING: 'PENDING_REQUIRED_FIELDS_MISSING',
} as const;

/** Why an identity is PENDING; after the approval, verification or missing fields it becomes ACTIVE. */
export type IdentityStatusReason = (typeof IdentityStatusReason)[keyof typeof IdentityStatusReason];

export interface IdpConnection {
  idpConnectionId?: string;
  idpUserId?: string;
}

export interface ListValue {
  value?: NestedCustomValue[];
}

/** Where the slot takes place. */
export interface Location {
  /** Business location ID, for `OWNER_BUSINESS` locations. */
  id?: string;
  name?: string;
  formattedAddress?: string;
  formattedAddressTranslated?: string;
  locationType?: LocationType;
}

/** OWNER_BUSINESS - the business address of the site's settings; OWNER_CUSTOM - the address set on the service; CUSTOM - the address set for the session. */
export const LocationType = {
  UNDEFINED: 'UNDEFINED',
  OWNER_BUSINESS: 'OWNER_BUSINESS',
  OWNER_CUSTOM: 'OWNER_CUSTOM',
  CUSTOM: 'CUSTOM',
} as const;

/** OWNER_BUSINESS - the business address of the site's settings; OWNER_CUSTOM - the address set on the service; CUSTOM - the address set for the session. */
export type LocationType = (typeof LocationType)[keyof typeof LocationType];

/** The `errorCode` of a FAILURE login state (see the catalogue's clientCode entries). */
export const LoginErrorCode = {
  invalidEmail: 'invalidEmail',
  invalidPassword: 'invalidPassword',
  resetPassword: 'resetPassword',
  missingCaptchaToken: 'missingCaptchaToken',
  emailAlreadyExists: 'emailAlreadyExists',
  invalidCaptchaToken: 'invalidCaptchaToken',
} as const;

/** The `errorCode` of a FAILURE login state (see the catalogue's clientCode entries). */
export type LoginErrorCode = (typeof LoginErrorCode)[keyof typeof LoginErrorCode];

export interface LoginId {
  /** Login email address. */
  email?: string;
}

/** Client login state of OAuthStrategy's register/login/processVerification. */
export const LoginState = {
  INITIAL: 'INITIAL',
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;

/** Client login state of OAuthStrategy's register/login/processVerification. */
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

/** `sessionToken` on SUCCESS; `stateToken` on EMAIL_VERIFICATION_REQUIRED, USER_CAPTCHA_REQUIRED and SILENT_CAPTCHA_REQUIRED. */
export interface LoginStateData {
  sessionToken?: string;
  stateToken?: string;
}

/** The result of OAuthStrategy's `login()`, `register()` and `processVerification()` (client state machine). */
export interface LoginStateResult {
  loginState: LoginState;
  data?: LoginStateData;
  /** Error message of a FAILURE, for example 'Unknown _state'. */
  error?: string;
  errorCode?: LoginErrorCode;
}

export interface LoginV2Request {
  loginId: LoginId;
  password?: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
  /** State token of a login flow started beforehand, to continue it. */
  stateToken?: string;
}

export interface MapValue {
  value?: Record<string, NestedCustomValue>;
}

/** Section of "my account"; default ACCOUNT_INFO. */
export const MembersAccountSection = {
  ACCOUNT_INFO: 'ACCOUNT_INFO',
  BOOKINGS: 'BOOKINGS',
  ORDERS: 'ORDERS',
  SUBSCRIPTIONS: 'SUBSCRIPTIONS',
  EVENTS: 'EVENTS',
} as const;

/** Section of "my account"; default ACCOUNT_INFO. */
export type MembersAccountSection = (typeof MembersAccountSection)[keyof typeof MembersAccountSection];

export interface MfaChallengeData {
  factorType?: FactorType;
  verificationChallengeData?: VerificationChallenge;
  availableFactors?: AvailableFactor[];
  reason?: MfaReason;
}

/** Why MFA is required: the member's settings, or a high-risk login. */
export const MfaReason = {
  USER_SETTINGS: 'USER_SETTINGS',
  HIGH_RISK_LOGIN: 'HIGH_RISK_LOGIN',
} as const;

/** Why MFA is required: the member's settings, or a high-risk login. */
export type MfaReason = (typeof MfaReason)[keyof typeof MfaReason];

/** A value inside a list or map of `additionalData` (recursive; `dateValue` is not converted here). */
export interface NestedCustomValue {
  strValue?: string;
  numValue?: number;
  /** RFC 3339 date-time. */
  dateValue?: string;
  listValue?: ListValue;
  mapValue?: MapValue;
}

export interface Phone {
  /** Country code of the phone number (ISO-3166 alpha-2). */
  countryCode?: string;
  /** Phone number without the country code. */
  phone?: string;
  tag?: PhoneTag;
}

export const PhoneTag = {
  UNTAGGED: 'UNTAGGED',
  MAIN: 'MAIN',
  HOME: 'HOME',
  MOBILE: 'MOBILE',
  WORK: 'WORK',
  FAX: 'FAX',
} as const;

export type PhoneTag = (typeof PhoneTag)[keyof typeof PhoneTag];

/** Profile visibility: PUBLIC - visible to other members; PRIVATE - hidden. */
export const PrivacyStatus = {
  UNDEFINED: 'UNDEFINED',
  PUBLIC: 'PUBLIC',
  PRIVATE: 'PRIVATE',
} as const;

/** Profile visibility: PUBLIC - visible to other members; PRIVATE - hidden. */
export type PrivacyStatus = (typeof PrivacyStatus)[keyof typeof PrivacyStatus];

/** `login` shows the Wix login page (OAuthStrategy's default); `none` skips it and redirects at once when the member has a session. The SDK's enum object also has `consent` and `select_account`. */
export const Prompt = {
  login: 'login',
  none: 'none',
  consent: 'consent',
  select_account: 'select_account',
} as const;

/** `login` shows the Wix login page (OAuthStrategy's default); `none` skips it and redirects at once when the member has a session. The SDK's enum object also has `consent` and `select_account`. */
export type Prompt = (typeof Prompt)[keyof typeof Prompt];

export interface PublicKeyCredentialDescriptor {
  /** The credential ID. */
  id?: string;
  /** `usb`, `nfc`, `ble`, `internal`, `hybrid`. */
  transports?: string[];
}

export interface PushChallengeData {
  /** The push notification's transaction, sent back in Verify. */
  transactionId?: string;
}

export interface PushVerifyData {
  /** The transaction of the push challenge. */
  transactionId?: string;
}

/** A raw HTTP response. */
export interface RawHttpResponse {
  /** Body bytes, base64 on the wire. */
  body?: string;
  statusCode?: number;
  headers?: HeadersEntry[];
}

/** A reCAPTCHA token of a client that registered its own site key. */
export interface RecaptchaForClientSiteKey {
  token?: string;
  siteKeyId?: string;
}

export interface RecoverRequest {
  /** The token of the recovery email's link. */
  recoveryToken: string;
  /** The new password. */
  password?: string;
}

/** The data saved on a recovery token. */
export interface RecoveryToken {
  id?: string;
  createdDate?: Date;
  tenantId?: string;
  tenantType?: TenantType;
  identityId?: string;
}

export interface Redirect {
  /** URL to redirect to after a successful reset or activation. */
  url?: string;
  /** Client ID of the headless project's OAuth app. */
  clientId?: string;
}

/** Information for redirecting a visitor from a headless client site to a Wix page. */
export interface RedirectSession {
  id?: string;
  /** The full URL of the Wix page, with the query parameters that bring the visitor back. */
  fullUrl?: string;
  urlDetails?: URLDetails;
  /** Session token passed to the Wix page to keep the visitor's identity. */
  sessionToken?: string;
  shortUrl?: string;
}

export interface RedirectSessionAuthParams {
  /** Required. The authorization request. */
  authRequest?: AuthorizeRequest;
  prompt?: Prompt;
}

export interface RedirectSessionBookingsBookParams {
  /** Filter the bookings page by this resource (staff member). */
  resourceId?: string;
}

export interface RedirectSessionBookingsCheckoutParams {
  /** Time zone to present the slot in (tz database, `America/Santiago`); default the slot's time zone. */
  timezone?: string;
  /** Required. The selected slot to check out. */
  slotAvailability?: SlotAvailability;
}

export interface RedirectSessionCreatedEvent {
  /** The created redirect session. */
  entity: RedirectSession;
  metadata: EventMetadata;
}

export interface RedirectSessionEcomCheckoutParams {
  /** Required. ID of the checkout to process. */
  checkoutId?: string;
}

export interface RedirectSessionEcomOrderPaymentRequestParams {
  /** Required. ID of the order payment request. */
  paymentRequestId?: string;
}

export interface RedirectSessionEventsCheckoutParams {
  /** Required. ID of the temporary ticket reservation. */
  reservationId?: string;
  /** Required. URL slug of the event, `my-event-4`. */
  eventSlug?: string;
}

/** Empty. */
export type RedirectSessionLoginParams = Record<string, unknown>;

export interface RedirectSessionLogoutParams {
  /** Required. ID of the OAuth app (client ID). */
  clientId?: string;
}

/** A members-account page to redirect to (an intent of the redirect service; not in the SDK's request). */
export interface RedirectSessionMembersAccountParams {
  section?: MembersAccountSection;
}

export interface RedirectSessionPaidPlansCheckoutParams {
  /** Required. ID of the selected plan. */
  planId?: string;
  /** The `checkoutData` query parameter the external plans page received, passed back for checkout. */
  checkoutData?: string;
}

export interface RedirectSessionPreferences {
  /** Use standard Wix templates for the Wix pages; default true. */
  useGenericWixPages?: boolean;
  /** Keep the visitor's identity on the Wix page (not for logout and auth); default true. */
  maintainIdentity?: boolean;
  /** Query parameters to add to the Wix URL (UTM parameters, `lang`). */
  additionalQueryParameters?: Record<string, string>;
  /** Use the published Wix page when there is one; default false. */
  checkIfPublish?: boolean;
}

export interface RedirectSessionStoresProductParams {
  /** Required. Slug of the product. */
  productSlug?: string;
}

/** Client-side refresh token of OAuthStrategy (not a wire shape). */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/** A new access token for a refresh token (the refresh token is kept). */
export interface RefreshTokenRequest {
  /** ID of the OAuth app; OAuthStrategy sends it. */
  clientId?: string;
  refreshToken: string;
  grantType: 'refresh_token';
}

export interface RegisterV2Request {
  loginId: LoginId;
  password?: string;
  profile?: IdentityProfile;
  /** CAPTCHA tokens, when the site's CAPTCHA setting is on. */
  captchaTokens?: CaptchaToken[];
  /** Additional data relevant to the flow. */
  clientMetaData?: Record<string, unknown>;
}

export interface RequireMfaData {
  availableFactors?: AvailableFactor[];
  reason?: MfaReason;
}

export interface ResendDuringAuthenticationRequest {
  /** State token of the REQUIRE_EMAIL_VERIFICATION state. */
  stateToken: string;
}

/** How the authorization result is returned: `query` (query string of the redirect URI), `fragment` (URI fragment; OAuthStrategy's default) or `web_message` (a web message to the opener, for silent login). */
export const ResponseMode = {
  query: 'query',
  fragment: 'fragment',
  web_message: 'web_message',
} as const;

/** How the authorization result is returned: `query` (query string of the redirect URI), `fragment` (URI fragment; OAuthStrategy's default) or `web_message` (a web message to the opener, for silent login). */
export type ResponseMode = (typeof ResponseMode)[keyof typeof ResponseMode];

/** Requested grant: `code` returns an authorization code. */
export const ResponseType = {
  code: 'code',
} as const;

/** Requested grant: `code` returns an authorization code. */
export type ResponseType = (typeof ResponseType)[keyof typeof ResponseType];

export interface SecondaryEmail {
  email?: string;
  tag?: EmailTag;
}

export interface SendActivationEmailRequest {
  /** Identity ID of the member to activate. */
  identityId: string;
  emailOptions?: EmailOptions;
}

/** Empty on success. */
export type SendActivationEmailResponse = Record<string, unknown>;

export interface SendRecoveryEmailRequest {
  /** Email of the account to recover. */
  email: string;
  /** Language of the email (ISO 639-1); default the member's language. */
  language?: string;
  /** Where to go after the password is reset. */
  redirect?: Redirect;
}

/** Empty on success. */
export type SendRecoveryEmailResponse = Record<string, unknown>;

export interface SignOnRequest {
  loginId: LoginId;
  /** Profile of the member; updates an existing member or creates a new one. */
  profile?: IdentityProfile;
  /** Mark the email as verified without verification; default false. */
  verifyEmail?: boolean;
  /** Link the member to an existing contact with the same email; default true. */
  mergeExistingContact?: boolean;
}

export interface SignOnResponse {
  /** Session token to exchange for member tokens. */
  sessionToken?: string;
  identity?: Identity;
}

export interface Slot {
  /**
   * Replaced by eventId.
   * @deprecated
   */
  sessionId?: string;
  serviceId?: string;
  scheduleId?: string;
  /** Start, RFC 3339 local date-time; with `timezone` the offset is ignored. Kept as a string by the SDK. */
  startDate?: string;
  /** End, RFC 3339 local date-time. Kept as a string by the SDK. */
  endDate?: string;
  timezone?: string;
  resource?: SlotResource;
  location?: Location;
  eventId?: string;
}

export interface SlotAvailability {
  slot?: Slot;
  bookable?: boolean;
  totalSpots?: number;
  openSpots?: number;
  waitingList?: WaitingList;
  bookingPolicyViolations?: BookingPolicyViolations;
  /** Whether the slot is locked because a waitlist exists. */
  locked?: boolean;
  /** @deprecated */
  isFromV2?: boolean;
}

export interface SlotResource {
  id?: string;
  name?: string;
}

export interface SmsVerifyData {
  code?: string;
  deliveryMethod?: DeliveryMethod;
  /** SMS template (current SDK types only). */
  templateId?: string;
}

export interface StartRequest {
  /** Identity whose email receives the code; currently required. */
  identityId?: string;
  target?: Target;
}

export interface StartResponse {
  /** ID of the verification process. */
  verificationId?: string;
}

/** The answer of register, login, verify, recover and the verification calls. */
export interface StateMachineResponse {
  state?: StateType;
  /** Session token; set only when `state` is SUCCESS. */
  sessionToken?: string;
  /** Token of the current state of the flow, for the next call. */
  stateToken?: string;
  identity?: Identity;
  /** Additional data relevant to the flow, by key. */
  additionalData?: Record<string, CustomValue>;
  requireMfaData?: RequireMfaData;
  mfaChallengeData?: MfaChallengeData;
}

/** Server authentication state. OAuthStrategy maps SUCCESS → LoginState SUCCESS (with the session token), REQUIRE_OWNER_APPROVAL → OWNER_APPROVAL_REQUIRED, REQUIRE_EMAIL_VERIFICATION → EMAIL_VERIFICATION_REQUIRED (with the state token), anything else → FAILURE 'Unknown _state'. STATUS_CHECK - the identity status does not prevent login; REQUIRE_MFA / MFA_CHALLENGE - a second factor is needed (Verify); REQUIRE_FIRST_FACTOR - a first factor is needed; REQUIRE_MISSING_FIELDS - required signup fields are missing. */
export const StateType = {
  UNKNOWN_STATE: 'UNKNOWN_STATE',
  SUCCESS: 'SUCCESS',
  REQUIRE_OWNER_APPROVAL: 'REQUIRE_OWNER_APPROVAL',
  REQUIRE_EMAIL_VERIFICATION: 'REQUIRE_EMAIL_VERIFICATION',
  STATUS_CHECK: 'STATUS_CHECK',
  REQUIRE_MFA: 'REQUIRE_MFA',
  MFA_CHALLENGE: 'MFA_CHALLENGE',
  REQUIRE_FIRST_FACTOR: 'REQUIRE_FIRST_FACTOR',
  REQUIRE_MISSING_FIELDS: 'REQUIRE_MISSING_FIELDS',
} as const;

/** Server authentication state. OAuthStrategy maps SUCCESS → LoginState SUCCESS (with the session token), REQUIRE_OWNER_APPROVAL → OWNER_APPROVAL_REQUIRED, REQUIRE_EMAIL_VERIFICATION → EMAIL_VERIFICATION_REQUIRED (with the state token), anything else → FAILURE 'Unknown _state'. STATUS_CHECK - the identity status does not prevent login; REQUIRE_MFA / MFA_CHALLENGE - a second factor is needed (Verify); REQUIRE_FIRST_FACTOR - a first factor is needed; REQUIRE_MISSING_FIELDS - required signup fields are missing. */
export type StateType = (typeof StateType)[keyof typeof StateType];

export interface StreetAddress {
  number?: string;
  name?: string;
  apt?: string;
  formattedAddressLine?: string;
}

/** Delivery channel of the code; only EMAIL is supported (`@wix/identity` 1.0.166 also lists UNKNOWN_TARGET). */
export const Target = {
  EMAIL: 'EMAIL',
} as const;

/** Delivery channel of the code; only EMAIL is supported (`@wix/identity` 1.0.166 also lists UNKNOWN_TARGET). */
export type Target = (typeof Target)[keyof typeof Target];

/** Kind of tenant of an identity: ACCOUNT (a Wix user) or SITE (a site member); the SDK's enum object also has ROOT. */
export const TenantType = {
  UNKNOWN_TENANT_TYPE: 'UNKNOWN_TENANT_TYPE',
  ACCOUNT: 'ACCOUNT',
  SITE: 'SITE',
  ROOT: 'ROOT',
} as const;

/** Kind of tenant of an identity: ACCOUNT (a Wix user) or SITE (a site member); the SDK's enum object also has ROOT. */
export type TenantType = (typeof TenantType)[keyof typeof TenantType];

/** Body of `POST /oauth2/token`: one of four grant types, told apart by `grantType` (camel case: anonymous, refresh_token, authorization_code) or `grant_type` (snake case: authorized_client), the SDK's exact field names. */
export type TokenRequest = AnonymousTokenRequest | RefreshTokenRequest | AuthorizationCodeTokenRequest | AuthorizedClientTokenRequest;

/** The token answer. OAuthStrategy reads `access_token`, `refresh_token` and `expires_in`; `token_type` is documented by the public REST API (always `Bearer`) and not read by the SDK. */
export interface TokenResponse {
  access_token: string;
  /** Always `Bearer`. */
  token_type?: string;
  /** Lifetime of the access token in seconds (14400, 4 hours). */
  expires_in?: number;
  refresh_token?: string;
}

/** Role of the refresh token: `visitor` (anonymous), `member` (logged in; `loggedIn()` is true) or `none` (signed out; logout clears both tokens). */
export const TokenRole = {
  none: 'none',
  visitor: 'visitor',
  member: 'member',
} as const;

/** Role of the refresh token: `visitor` (anonymous), `member` (logged in; `loggedIn()` is true) or `none` (signed out; logout clears both tokens). */
export type TokenRole = (typeof TokenRole)[keyof typeof TokenRole];

/** The token pair OAuthStrategy stores (`getTokens()` / `setTokens()`). */
export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

export interface TotpVerifyData {
  code?: string;
}

export interface URLDetails {
  /** Base URL and path without query parameters, `https://mysite.com/_api/oauth2/authorize`. */
  endpoint?: string;
  searchParams?: Record<string, string>;
}

/** Whether the relying party requires (REQUIRED), prefers (PREFERRED) or discourages (DISCOURAGED) user verification in the WebAuthn ceremony; the wire values carry the `USER_VERIFICATION_` prefix. */
export const UserVerificationRequirement = {
  USER_VERIFICATION_UNSPECIFIED: 'USER_VERIFICATION_UNSPECIFIED',
  USER_VERIFICATION_REQUIRED: 'USER_VERIFICATION_REQUIRED',
  USER_VERIFICATION_PREFERRED: 'USER_VERIFICATION_PREFERRED',
  USER_VERIFICATION_DISCOURAGED: 'USER_VERIFICATION_DISCOURAGED',
} as const;

/** Whether the relying party requires (REQUIRED), prefers (PREFERRED) or discourages (DISCOURAGED) user verification in the WebAuthn ceremony; the wire values carry the `USER_VERIFICATION_` prefix. */
export type UserVerificationRequirement = (typeof UserVerificationRequirement)[keyof typeof UserVerificationRequirement];

/** Value of a profile custom field: text, number, date, boolean, list or map (one of them). The SDK converts `dateValue` at this level only (a Date); values inside lists and maps stay as sent. */
export interface V1CustomValue {
  strValue?: string;
  numValue?: number;
  dateValue?: Date;
  boolValue?: boolean;
  listValue?: V1ListValue;
  mapValue?: V1MapValue;
}

export interface V1ListValue {
  value?: V1NestedCustomValue[];
}

export interface V1MapValue {
  value?: Record<string, V1NestedCustomValue>;
}

/** A custom value inside a list or map (recursive; `dateValue` is not converted here). */
export interface V1NestedCustomValue {
  strValue?: string;
  numValue?: number;
  /** RFC 3339 date-time. */
  dateValue?: string;
  boolValue?: boolean;
  listValue?: V1ListValue;
  mapValue?: V1MapValue;
}

/** A callback URL to validate for an OAuth app (a call of the redirect service the SDK does not expose). */
export interface ValidateCallbackURLRequest {
  callbackUrl?: string;
  callbackType?: CallbackType;
  clientId?: string;
}

export interface ValidateEmailRequest {
  email: string;
}

export interface ValidateEmailResponse {
  valid?: boolean;
  failure?: EmailValidationFailure;
  formatInvalid?: boolean;
}

export interface VerificationChallenge {
  pushData?: PushChallengeData;
  webauthnData?: WebAuthnChallengeData;
  hint?: string;
}

export interface VerifyDuringAuthenticationRequest {
  /** The code received by email. */
  code: string;
  /** State token of the REQUIRE_EMAIL_VERIFICATION state. */
  stateToken: string;
}

/** Body of Verify (`POST /v2/{factorType}/verify`): the state token, and the data of the factor named in the path (one of the `*Data` fields). The SDK also sends `factorType` in the body; it is the path parameter here. */
export interface VerifyRequest {
  /** State token of the authentication in progress. */
  stateToken?: string;
  /** Remember this device for later logins (second factors only). */
  rememberThisDevice?: boolean;
  smsData?: SmsVerifyData;
  callData?: CallVerifyData;
  emailData?: ExternalEmailVerifyData;
  totpData?: TotpVerifyData;
  pushData?: PushVerifyData;
  webauthnData?: WebAuthnVerifyData;
}

export interface WaitingList {
  totalSpots?: number;
  openSpots?: number;
}

/** A WebAuthn challenge. `@wix/identity` 1.0.166 gives the options as fields (challenge, timeoutMs, allowCredentials, userVerification, hints, extensions; bytes as base64); the current SDK gives them as one JSON string, `publicKeyCredentialRequestOptionsJson`. */
export interface WebAuthnChallengeData {
  challengeId?: string;
  /** The challenge the authenticator signs. */
  challenge?: string;
  /** Timeout of the ceremony in milliseconds (at least 60000 recommended). */
  timeoutMs?: number;
  allowCredentials?: PublicKeyCredentialDescriptor[];
  userVerification?: UserVerificationRequirement;
  /** `security-key`, `client-device`, `hybrid`. */
  hints?: string[];
  extensions?: AuthenticationExtensionInputs;
  publicKeyCredentialRequestOptionsJson?: string;
}

export interface WebAuthnVerifyData {
  /** The challenge ID of the WebAuthn challenge data. */
  challengeId?: string;
  /** JSON of the WebAuthn PublicKeyCredential the browser returned (PublicKeyCredential toJSON). */
  credential?: string;
}

/** Who performed the action that caused an event (event identity type). */
export const WebhookIdentityType = {
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/** Who performed the action that caused an event (event identity type). */
export type WebhookIdentityType = (typeof WebhookIdentityType)[keyof typeof WebhookIdentityType];
