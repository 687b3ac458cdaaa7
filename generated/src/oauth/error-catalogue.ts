// Generated from spec/oauth.yaml by codegen. Do not edit.


/** Application error codes of the OAuth and identity service (x-error-catalogue). */
export const oauthErrors = {
  '-19970': {
    status: 400,
    message: 'Invalid captcha token.',
    description: 'Register V2, Login V2: the CAPTCHA token is invalid or expired. OAuthStrategy returns FAILURE with `errorCode: \'invalidCaptchaToken\'`. (HTTP status inferred.)',
    clientCode: 'invalidCaptchaToken',
  },
  '-19971': {
    status: 400,
    message: 'Missing captcha token.',
    description: 'Register V2, Login V2: the site requires a CAPTCHA and the request has no `captchaTokens`. OAuthStrategy\'s `register()`/`login()` return login state FAILURE with `errorCode: \'missingCaptchaToken\'` and the error message. (HTTP status inferred: the SDK reads the code, not the status.)',
    clientCode: 'missingCaptchaToken',
  },
  '-19973': {
    status: 428,
    message: 'Password reset required.',
    description: 'Login V2: the member must reset the password before logging in. OAuthStrategy\'s `login()` returns FAILURE with `errorCode: \'resetPassword\'`. (HTTP status inferred, FAILED_PRECONDITION.)',
    clientCode: 'resetPassword',
  },
  '-19976': {
    status: 400,
    message: 'Wrong password.',
    description: 'Login V2: the password does not match the login email. OAuthStrategy\'s `login()` returns FAILURE with `errorCode: \'invalidPassword\'`. (HTTP status inferred.)',
    clientCode: 'invalidPassword',
  },
  '-19995': {
    status: 409,
    message: 'Email already exists.',
    description: 'Register V2: a member with this login email already exists. OAuthStrategy\'s `register()` returns FAILURE with `errorCode: \'emailAlreadyExists\'`. (HTTP status inferred from the kind of failure, ALREADY_EXISTS; the SDK reads only the code.)',
    clientCode: 'emailAlreadyExists',
  },
  ATTRIBUTE_NOT_FOUND: {
    status: 400,
    message: 'Attribute not found.',
    description: 'Register V2 - a custom field of the profile matches no extended field of the site. (HTTP status inferred.)',
  },
  BAD_CODE: {
    status: 400,
    message: 'Bad verification code.',
    description: 'Code verification failure reason `BAD_CODE` (the platform\'s `VerificationFailureReason`): the code is wrong. (HTTP status inferred.)',
  },
  CAPTCHA_TOKEN_REQUIRED: {
    status: 400,
    message: 'Captcha token required.',
    description: 'Register V2, Login V2 - the site requires a CAPTCHA token and none was sent. (HTTP status inferred.)',
  },
  CLIENT_METADATA_NOT_FOUND: {
    status: 400,
    message: 'Client metadata not found.',
    description: 'Register V2 - `clientMetaData` refers to data the flow cannot find. (HTTP status inferred.)',
  },
  COULD_NOT_CREATE_SET_ACCOUNT_USER: {
    status: 500,
    message: 'Could not create the account user.',
    description: 'Register V2 - the platform could not create the user of the account. Retry later. (HTTP status inferred.)',
  },
  DUPLICATE_EMAIL: {
    status: 409,
    message: 'Duplicate email.',
    description: 'Register V2 - another identity already uses this email. (HTTP status inferred, ALREADY_EXISTS.)',
  },
  ELEVATED_CLIENT_REQUIRED: {
    message: 'An elevated client is required to use elevated modules. Make sure to initialize the Wix context with an elevated client before using elevated SDK modules',
    description: 'An elevated SDK module was called without an elevated client in the Wix context.',
  },
  EMAIL: {
    status: 400,
    message: 'Invalid email.',
    description: 'Register V2: a validation error whose field violation has `data.type: EMAIL` (the login email is malformed or not accepted); OAuthStrategy\'s `register()` returns FAILURE with the violation\'s description as the error and `errorCode: \'invalidEmail\'`. Login V2: any application error code other than -19971, -19970, -19976 and -19973 is reported as `errorCode: \'invalidEmail\'` too (the member is not found). All of these codes give login state FAILURE with the error message. `EMAIL` is the violation\'s `data.type`, not an application error code.',
    clientCode: 'invalidEmail',
  },
  FAILED_TO_FETCH_TOKENS: {
    message: 'Failed to fetch tokens from OAuth API: {statusText}. request id: {requestId}. Response: {response}',
    description: 'OAuthStrategy token requests (`POST /oauth2/token`) - the answer is not 200. The message carries the status text, the `x-wix-request-id` and the JSON response when there is one.',
  },
  GRAPHQL_REQUEST_FAILED: {
    message: 'GraphQL request failed with status {status}',
    description: 'The GraphQL call answered with a status other than 200.',
  },
  HANDLING_SPAM: {
    status: 403,
    message: 'Blocked as spam.',
    description: 'The member was blocked by spam handling (block source `HANDLING_SPAM`), so registration or login is refused. (HTTP status inferred.)',
  },
  INVALID_ARGUMENT: {
    status: 400,
    message: 'INVALID_ARGUMENT: "{field}" {description}, ...',
    description: 'How the SDK rewrites a server validation error: INVALID_ARGUMENT followed by each field (renamed to the caller\'s argument path) and its description, sorted by field.',
  },
  INVALID_AUTHENTICATOR_ID: {
    status: 400,
    message: 'Invalid authenticator ID.',
    description: 'Register V2, Login V2 - validation rule (field violation `ruleName`).',
  },
  INVALID_CAPTCHA_TOKEN: {
    status: 400,
    message: 'Invalid captcha token.',
    description: 'Register V2, Login V2 - the CAPTCHA token was not verified. (HTTP status inferred.)',
  },
  INVALID_LD_SESSION: {
    status: 400,
    message: 'Invalid session.',
    description: 'Register V2 - the session the registration continues is invalid. (HTTP status inferred.)',
  },
  INVALID_STATE: {
    message: 'Invalid _state',
    description: 'OAuthStrategy `getMemberTokens()` - the returned `state` differs from the stored OAuth data\'s `state`.',
  },
  INVALID_USER_TYPE: {
    status: 400,
    message: 'Invalid user type.',
    description: 'Register V2 - the identity type cannot register on this tenant. (HTTP status inferred.)',
  },
  IP_ADDRESS_FILTERED: {
    status: 403,
    message: 'IP address filtered.',
    description: 'Register V2 - registration from the caller\'s IP address is blocked. (HTTP status inferred.)',
  },
  MISSING_CAPTCHA_TOKEN: {
    status: 400,
    message: 'Missing captcha token.',
    description: 'Register V2 - the CAPTCHA token is missing. (HTTP status inferred.)',
  },
  MISSING_CODE_OR_STATE: {
    message: 'Missing code or _state',
    description: 'OAuthStrategy `getMemberTokens()` - the authorization result has no `code` or no `state`; no token request is sent.',
  },
  NO_REDIRECT_URL: {
    message: 'No redirect URL found',
    description: 'Visitor-cookie pre-warm - the redirect session created for it has no `fullUrl`.',
  },
  NO_SERVICE_PLUGIN_IMPLEMENTATION: {
    message: 'No service plugin implementations found for component type {componentType}',
    description: 'A service-plugin request arrived for a component type no implementation was registered for.',
  },
  NOT_FOUND: {
    status: 404,
    message: 'Verification code not found.',
    description: 'Code verification failure reason `NOT_FOUND`: no pending code exists for the state token (expired or never sent). (HTTP status inferred.)',
  },
  OAUTH_FLOW_TIMED_OUT: {
    message: 'OAuth flow timed out',
    description: 'OAuthStrategy `getMemberTokensForDirectLogin()` - no message with the matching state arrived from the hidden frame within 120000 ms.',
  },
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission the call needs (for example `WIX_HEADLESS.WIX_URL_CREATE`, `IAM.CHANGE_PASSWORD`, `IAM.AUTHENTICAITON_SIGN_ON`, `IAM.SEND_ACTIVATION_EMAIL`, `IAM.START`).',
  },
  PKCE_VERIFIER_LENGTH: {
    message: 'Expected a length between 43 and 128. Received {length}.',
    description: 'OAuthStrategy PKCE generation - the code verifier length is outside 43 to 128 (default 43).',
  },
  PROVIDE_TENANT_ID: {
    status: 400,
    message: 'Provide a tenant ID.',
    description: 'Register V2, Login V2 - validation rule (travels as a field violation with this `ruleName`): the call cannot tell which site the identity belongs to.',
  },
  RECAPTCHA_FAILED: {
    status: 400,
    message: 'reCAPTCHA verification failed.',
    description: 'Register V2 - the reCAPTCHA check failed. (HTTP status inferred.)',
  },
  RECAPTCHA_REQUIRED: {
    status: 400,
    message: 'reCAPTCHA required.',
    description: 'Register V2 - a reCAPTCHA token is required for this registration. (HTTP status inferred.)',
  },
  REENROLLMENT_REQUIRED_BY_ADMIN: {
    status: 428,
    message: 'Re-enrollment required.',
    description: 'Login V2 - an administrator requires the member to re-enroll an authentication factor. (HTTP status inferred.)',
  },
  REGISTRATION_TO_EDITORX_NOT_ALLOWED: {
    status: 403,
    message: 'Registration not allowed.',
    description: 'Register V2 - registration to this kind of account is not allowed. (HTTP status inferred.)',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  SEND_CODE_ERROR: {
    status: 500,
    message: 'Error sending the verification code.',
    description: 'Code verification failure reason `SEND_CODE_ERROR`: the code could not be sent to the member. Retry later. (HTTP status inferred.)',
  },
  SYSTEM_ERROR: {
    message: 'System error occurred, request-id: {requestId}',
    description: 'Any failure that is neither a validation error, an application error nor a 4xx answer (5xx without an application error, network failure). Without a request id the message is \'System error occurred: {error}\'. Other 4xx answers without an application error become an application error whose code is the status text in CONSTANT_CASE.',
  },
  THROTTLED_FEATURE: {
    status: 429,
    message: 'Too many attempts.',
    description: 'Register V2, Login V2 - too many registration or login attempts; retry later. (HTTP status inferred.)',
  },
  TRUSTED_CLIENTS_ONLY: {
    status: 403,
    message: 'Trusted clients only.',
    description: 'Login V2 - password login is allowed only for trusted clients. (HTTP status inferred.)',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired visitor, member or app token).',
  },
  UNEXPECTED_EVENT_TYPE: {
    message: 'Unexpected event type: {eventType}. Expected one of: {eventTypes}',
    description: 'A webhook arrived whose event type no registered handler (such as `onRedirectSessionCreated`) expects.',
  },
  UNIMPLEMENTED_FEATURE: {
    status: 501,
    message: 'Feature not implemented.',
    description: 'Register V2 - the requested registration flow is not available for the site. (HTTP status inferred.)',
  },
  UNKNOWN_STATE: {
    message: 'Unknown _state',
    description: 'OAuthStrategy `login()`, `register()`, `processVerification()` - the server state is none of SUCCESS, REQUIRE_OWNER_APPROVAL, REQUIRE_EMAIL_VERIFICATION, or a verification is processed while the login state is not EMAIL_VERIFICATION_REQUIRED; the result is login state FAILURE with this error.',
  },
  UNSUPPORTED_FIELD: {
    status: 400,
    message: 'Unsupported field.',
    description: 'Register V2 - the profile carries a field the site does not support. (HTTP status inferred.)',
  },
  USER_EMAIL_OFAC_ADDRESS: {
    status: 403,
    message: 'Email address not allowed.',
    description: 'Register V2 - the email address belongs to a sanctioned (OFAC) region or party. (HTTP status inferred.)',
  },
  VALUE_DID_NOT_MATCH: {
    status: 400,
    message: 'Value did not match.',
    description: 'Register V2 - validation rule (field violation `ruleName`), for example a password that misses the site\'s complexity rules.',
  },
  VALUE_TOO_LONG: {
    status: 400,
    message: 'Value too long.',
    description: 'Register V2 - validation rule (field violation `ruleName`); spelled like VALUE_TOO_SHORT in the SDK.',
  },
  VALUE_TOO_SHORT: {
    status: 400,
    message: 'Value too short.',
    description: 'Register V2 - validation rule (field violation `ruleName`), for example a password shorter than the site\'s policy. The SDK spells the rule name with two Hebrew holam marks after `VALUE` (`VALUE` U+05B9 U+05B9 `_TOO_SHORT`), which a catalogue key cannot carry.',
  },
  VERIFICATION_FAILED: {
    status: 400,
    message: 'Verification failed.',
    description: 'Verify During Authentication - the code does not verify the email (declared by the verification SDK). (HTTP status inferred.)',
  },
  WIX_EMPLOYEE_PASSWORD_LOGIN_NOT_ALLOWED: {
    status: 403,
    message: 'Password login not allowed.',
    description: 'Login V2 - this identity may not log in with a password. (HTTP status inferred.)',
  },
} as const;
