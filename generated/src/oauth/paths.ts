// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { PostalAddress } from '@siteapi/runtime/generated';

export interface paths {
    "/v1/redirect-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create redirect session
         * @description Creates a URL for redirecting a visitor from an external (headless) client site to a Wix page for Wix-managed functionality: authentication (`auth`, used by OAuthStrategy's `getAuthUrl()` with PKCE, scope `offline_access`, response mode `fragment` by default, prompt `login` by default), login, logout (OAuthStrategy's `logout()` sends `logout.clientId` and `callbacks.postFlowUrl`), or a checkout or page of bookings, eCommerce, events, paid plans or stores. Give exactly one intent. Redirect the visitor to `redirectSession.fullUrl`. The platform serves the call under `/_api/redirects-api` (also `/headless/v1/redirect-session`).
         */
        post: operations["createRedirectSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve tokens
         * @description Retrieves access and refresh tokens for a visitor or member of the site (JSON body; the endpoint also accepts `application/x-www-form-urlencoded` with the same names). The body is one of four grant types, told apart by the SDK's own field names: `grantType: anonymous` (a new visitor; `clientId`), `grantType: refresh_token` (`refreshToken`; OAuthStrategy also sends `clientId`), `grantType: authorization_code` (PKCE exchange after a Wix-managed login: `clientId`, `redirectUri`, `code`, `codeVerifier`), and `grant_type: authorized_client` (snake case: a member authenticated elsewhere, `member_id` with `scope: offline_access`, or `member_id` with the `session_token` of Sign On; it needs the extra `Authorization` header, the visitor access token and an API key joined by a comma). The access token expires `expires_in` seconds after the answer: OAuthStrategy stores `{ value: access_token, expiresAt: now + expires_in }` (epoch seconds) and the refresh token with role `visitor` (anonymous, refresh keeps the old one) or `member` (authorization code, authorized client). The platform serves the call at the host root (`x-prefix: ''`). The SDK's generated `oauth.token()` wraps the same endpoint as a raw HTTP request; OAuthStrategy calls it as `fetchTokens(payload, headers)`, and this operation's arguments follow that call. `headers` also carries `client-binding`, the header OAuthStrategy's `tokenRequestOptions` passes in public rendering flows. A non-200 answer makes OAuthStrategy raise FAILED_TO_FETCH_TOKENS.
         */
        post: operations["token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graphql/{apiVersion}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GraphQL query
         * @description Sends a GraphQL query with its variables to the site's GraphQL endpoint (`client.graphql(query, variables, opts)` of `@wix/sdk`, default API version `alpha`). The SDK raises GRAPHQL_REQUEST_FAILED when the answer is not 200, and returns `{ data: data ?? {}, errors }`. Served at the host root (`x-prefix: ''`). The SDK's `variables` and `opts` are optional (default `{ apiVersion: 'alpha' }`); here `opts` carries a path parameter, so it is required, and `variables` (a required argument cannot follow an optional one) is required too: pass `{}` when the query has none. The method is `graphql` of the module `graphql`; the operationId is `graphqlQuery` (with `x-method: graphql`) because the generated module object is itself named `graphql`.
         */
        post: operations["graphqlQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register V2
         * @description Registers a new member. On `state: SUCCESS` the response carries a `sessionToken`, which the client exchanges for member tokens (OAuthStrategy `getMemberTokensForDirectLogin()`: a silent authorization redirect session and the authorization-code token request). When the email is already a contact's, or the site requires it, the state is `REQUIRE_EMAIL_VERIFICATION` with a `stateToken` for Verify During Authentication; when the site requires owner approval it is `REQUIRE_OWNER_APPROVAL`. OAuthStrategy's `register({ email, password, profile, captchaTokens: { recaptchaToken, invisibleRecaptchaToken } })` sends one captcha token object with `Recaptcha` and `InvisibleRecaptcha`, and maps failures onto login errors: a field violation of type EMAIL → invalidEmail, -19971 → missingCaptchaToken, -19995 → emailAlreadyExists, -19970 → invalidCaptchaToken.
         */
        post: operations["registerV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/validate-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate email
         * @description Checks whether an email address can receive mail (format, domain records, bounces, block lists) before it is used to register. Not among the requirements' calls; included because the authentication module of the current SDK has it (`authentication.validateEmail(email)`).
         */
        post: operations["validateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login V2
         * @description Logs in an existing member. On `state: SUCCESS` the response carries a `sessionToken` to exchange for member tokens; `REQUIRE_EMAIL_VERIFICATION` carries a `stateToken` for Verify During Authentication; `REQUIRE_OWNER_APPROVAL` means the owner has not approved the member yet; `REQUIRE_MFA` / `MFA_CHALLENGE` carry `requireMfaData` / `mfaChallengeData` for the Verify call. Send `stateToken` to continue a flow started beforehand. OAuthStrategy's `login({ email, password, captchaTokens })` maps failures onto login errors: -19971 → missingCaptchaToken, -19970 → invalidCaptchaToken, -19976 → invalidPassword, -19973 → resetPassword, any other code → invalidEmail.
         */
        post: operations["loginV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change password
         * @description Changes the password of the logged-in member (member session required). The session stays valid. The new password must meet the site's length and complexity rules.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sign-on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign on
         * @description Authenticates a member without credentials and returns a session token, creating or updating the member as needed (trusted integrations only: an app identity with `IAM.AUTHENTICAITON_SIGN_ON`). OAuthStrategy's `getMemberTokensForExternalLoginWithSession(email, apiKey, options)` calls it with the visitor token and the API key joined by a comma, then requests `grant_type: authorized_client` tokens with the identity's ID and the session token. Only email login IDs are supported.
         */
        post: operations["signOn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logout
         * @description Ends the member's session and clears the authentication cookies. The answer is a raw HTTP response: `body` (HTML, base64 on the wire), `statusCode` (200, or 302 with a `Location` header when `postLogoutRedirectUri` is given) and `headers` (`Set-Cookie` headers that remove the session cookies). Headless clients usually log out with a `logout` redirect session instead (OAuthStrategy `logout()`).
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/{factorType}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify factor
         * @description Verifies one authentication factor of a login in progress (multi-factor authentication): pass the `stateToken` of the `REQUIRE_MFA` / `MFA_CHALLENGE` state and the data of the factor named in the path (`smsData`, `callData`, `emailData`, `totpData`, `pushData` or `webauthnData`). Modelled as ONE operation with a `factorType` path enum, because the SDK has one method, `authentication.verify(factorType, options)`, not one per factor. That method is in `@wix/identity` up to 1.0.166 (authentication 1.0.28) and was removed from later releases (the request type `VerifyRequest` remains in the current SDK). `rememberThisDevice` applies to second factors only.
         */
        post: operations["verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send recovery email
         * @description Sends the member an email with a link to a Wix-managed password reset page (the Wix site connected to the headless project must be published). OAuthStrategy's `sendPasswordResetEmail(email, redirectUri)` calls it with `redirect: { url: redirectUri, clientId }`. Served under `/_api/iam/recovery`.
         */
        post: operations["sendRecoveryEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activation-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send activation email
         * @description Sends a member an email with an activation link that turns an initial contact into an active site member (app identity with `IAM.SEND_ACTIVATION_EMAIL`). Served under `/_api/iam/recovery`.
         */
        post: operations["sendActivationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover
         * @description Sets a new password for the member of a recovery token (from the link of a recovery email). After a successful recovery the member can log in with the new password; the answer is the authentication state. Served under `/_api/iam/recovery`.
         */
        post: operations["recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start verification
         * @description Starts an email verification: sends a code to the email of the identity and returns the ID of the verification process (caller needs `IAM.START`). `identityId` is currently required in practice. During registration or login, the member completes the verification with Verify During Authentication and the `stateToken` of the `REQUIRE_EMAIL_VERIFICATION` state, not with this `verificationId`. The path is `/v1/Start` as in `@wix/identity` 1.0.166 (verification 1.0.26); the current SDK sends `/v1/start`. Served under `/_api/iam/verification`.
         */
        post: operations["start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify during authentication
         * @description Continues a registration or login that is in state `REQUIRE_EMAIL_VERIFICATION`, with the code the member received by email and the state token of that state. OAuthStrategy's `processVerification({ verificationCode })` calls it only while its login state is EMAIL_VERIFICATION_REQUIRED (with the remembered state token), and otherwise returns FAILURE with 'Unknown _state'. Served under `/_api/iam/verification`.
         */
        post: operations["verifyDuringAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend during authentication
         * @description Sends the verification email again for a registration or login in state `REQUIRE_EMAIL_VERIFICATION` and returns the state (with a fresh state token). `verification.resendDuringAuthentication(stateToken)` is in `@wix/identity` up to 1.0.166 (verification 1.0.26); later releases removed it. Served under `/_api/iam/verification`.
         */
        post: operations["resendDuringAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    redirectSessionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redirect session created
         * @description Triggered when a redirect session is created.
         */
        post: operations["onRedirectSessionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The platform's error body. */
        ApiErrorBody: {
            message?: string;
            details?: {
                applicationError?: {
                    /** @description Application error code from the catalogue. */
                    code?: string;
                    description?: string;
                    data?: {
                        [key: string]: unknown;
                    };
                };
                validationError?: {
                    fieldViolations?: {
                        /** @description The request field, e.g. `loginId.email`. */
                        field?: string;
                        description?: string;
                        violatedRule?: string;
                        ruleName?: string;
                        /** @description Details of the violation; `type: EMAIL` marks an invalid login email on register. */
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description A physical address (wire form). The SDK form renames formattedAddress → formatted, geocode → location, addressLine → addressLine1. */
        Address: PostalAddress;
        StreetAddress: {
            number?: string;
            name?: string;
            apt?: string;
            formattedAddressLine?: string;
        };
        /** @description Geographic coordinates. */
        AddressLocation: {
            /** @description Latitude, -90 to 90. */
            latitude?: number;
            /** @description Longitude, -180 to 180. */
            longitude?: number;
        };
        /**
         * @description Who performed the action that caused an event (event identity type).
         * @enum {string}
         */
        WebhookIdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        IdentificationData: {
            /** @description ID of a site visitor that has not logged in. */
            anonymousVisitorId?: string;
            /** @description ID of a logged-in site member. */
            memberId?: string;
            /** @description ID of a Wix user (site owner, contributor, ...). */
            wixUserId?: string;
            /** @description ID of an app. */
            appId?: string;
            identityType?: components["schemas"]["WebhookIdentityType"];
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Event ID, to spot duplicates. */
            id?: string;
            /** @description Fully qualified name of the entity, `wix.headless.v1.redirect_session`. */
            entityFqdn?: string;
            /** @description Event name, for example `created`. */
            slug?: string;
            /** @description ID of the redirect session. */
            entityId?: string;
            /** Format: date-time */
            eventTime?: Date;
            /** @description Whether a privacy request (such as GDPR) caused the event. */
            triggeredByAnonymizeRequest?: boolean;
            /** @description The action that caused the event, when known. */
            originatedFrom?: string;
            /** @description Sequence number of the entity's events, to order updates. */
            entityEventSequence?: string;
            /** @description App instance ID. */
            instanceId?: string;
            eventType?: string;
            identity?: components["schemas"]["IdentificationData"];
            accountInfo?: {
                accountId?: string;
                parentAccountId?: string;
                siteId?: string;
            };
        };
        RedirectSessionCreatedEvent: {
            /** @description The created redirect session. */
            entity: components["schemas"]["RedirectSession"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description One intent (bookingsCheckout, ecomCheckout, eventsCheckout, paidPlansCheckout, login, logout, auth, storesProduct, bookingsBook or ecomOrderPaymentRequest), plus callbacks, preferences and origin. */
        CreateRedirectSessionRequest: {
            bookingsCheckout?: components["schemas"]["RedirectSessionBookingsCheckoutParams"];
            ecomCheckout?: components["schemas"]["RedirectSessionEcomCheckoutParams"];
            eventsCheckout?: components["schemas"]["RedirectSessionEventsCheckoutParams"];
            paidPlansCheckout?: components["schemas"]["RedirectSessionPaidPlansCheckoutParams"];
            /** @description An empty object, for a Wix login URL without first checking whether the visitor is authenticated. */
            login?: components["schemas"]["RedirectSessionLoginParams"];
            logout?: components["schemas"]["RedirectSessionLogoutParams"];
            auth?: components["schemas"]["RedirectSessionAuthParams"];
            storesProduct?: components["schemas"]["RedirectSessionStoresProductParams"];
            bookingsBook?: components["schemas"]["RedirectSessionBookingsBookParams"];
            ecomOrderPaymentRequest?: components["schemas"]["RedirectSessionEcomOrderPaymentRequestParams"];
            /** @description Pages of the client site to send the visitor back to; Wix adds the boolean `wixMemberLoggedIn` parameter. For an authentication redirect use `auth.authRequest.redirectUri` instead of `postFlowUrl`. */
            callbacks?: components["schemas"]["CallbackParams"];
            preferences?: components["schemas"]["RedirectSessionPreferences"];
            /** @description The origin of the request. */
            origin?: string;
        };
        RedirectSessionBookingsCheckoutParams: {
            /** @description Time zone to present the slot in (tz database, `America/Santiago`); default the slot's time zone. */
            timezone?: string;
            /** @description Required. The selected slot to check out. */
            slotAvailability?: components["schemas"]["SlotAvailability"];
        };
        SlotAvailability: {
            slot?: components["schemas"]["Slot"];
            bookable?: boolean;
            totalSpots?: number;
            openSpots?: number;
            waitingList?: components["schemas"]["WaitingList"];
            bookingPolicyViolations?: components["schemas"]["BookingPolicyViolations"];
            /** @description Whether the slot is locked because a waitlist exists. */
            locked?: boolean;
            /** @deprecated */
            isFromV2?: boolean;
        };
        Slot: {
            /**
             * @deprecated
             * @description Replaced by eventId.
             */
            sessionId?: string;
            serviceId?: string;
            scheduleId?: string;
            /** @description Start, RFC 3339 local date-time; with `timezone` the offset is ignored. Kept as a string by the SDK. */
            startDate?: string;
            /** @description End, RFC 3339 local date-time. Kept as a string by the SDK. */
            endDate?: string;
            timezone?: string;
            resource?: components["schemas"]["SlotResource"];
            location?: components["schemas"]["Location"];
            eventId?: string;
        };
        SlotResource: {
            /** Format: uuid */
            id?: string;
            name?: string;
        };
        /** @description Where the slot takes place. */
        Location: {
            /**
             * Format: uuid
             * @description Business location ID, for `OWNER_BUSINESS` locations.
             */
            id?: string;
            name?: string;
            formattedAddress?: string;
            formattedAddressTranslated?: string;
            locationType?: components["schemas"]["LocationType"];
        };
        /**
         * @description OWNER_BUSINESS - the business address of the site's settings; OWNER_CUSTOM - the address set on the service; CUSTOM - the address set for the session.
         * @enum {string}
         */
        LocationType: "UNDEFINED" | "OWNER_BUSINESS" | "OWNER_CUSTOM" | "CUSTOM";
        WaitingList: {
            totalSpots?: number;
            openSpots?: number;
        };
        BookingPolicyViolations: {
            tooEarlyToBook?: boolean;
            tooLateToBook?: boolean;
            bookOnlineDisabled?: boolean;
            validSubmissionRequired?: boolean;
        };
        RedirectSessionEcomCheckoutParams: {
            /**
             * Format: uuid
             * @description Required. ID of the checkout to process.
             */
            checkoutId?: string;
        };
        RedirectSessionEventsCheckoutParams: {
            /**
             * Format: uuid
             * @description Required. ID of the temporary ticket reservation.
             */
            reservationId?: string;
            /** @description Required. URL slug of the event, `my-event-4`. */
            eventSlug?: string;
        };
        RedirectSessionPaidPlansCheckoutParams: {
            /**
             * Format: uuid
             * @description Required. ID of the selected plan.
             */
            planId?: string;
            /** @description The `checkoutData` query parameter the external plans page received, passed back for checkout. */
            checkoutData?: string;
        };
        /** @description Empty. */
        RedirectSessionLoginParams: Record<string, never>;
        RedirectSessionLogoutParams: {
            /**
             * Format: uuid
             * @description Required. ID of the OAuth app (client ID).
             */
            clientId?: string;
        };
        RedirectSessionAuthParams: {
            /** @description Required. The authorization request. */
            authRequest?: components["schemas"]["AuthorizeRequest"];
            prompt?: components["schemas"]["Prompt"];
        };
        /** @description The OAuth authorization request (PKCE). */
        AuthorizeRequest: {
            /**
             * Format: uuid
             * @description ID of the OAuth app requesting authorization.
             */
            clientId?: string;
            responseType?: components["schemas"]["ResponseType"];
            /** @description URI the browser returns to after authentication, successful or not. */
            redirectUri?: string;
            /**
             * @description Requested scope; `offline_access` to receive a refresh token (OAuthStrategy always sends it).
             * @example offline_access
             */
            scope?: string;
            /** @description Random value echoed back to the redirect URI; the client compares it with the stored one. */
            state?: string;
            responseMode?: components["schemas"]["ResponseMode"];
            /** @description PKCE code challenge (base64url SHA-256 of the verifier). */
            codeChallenge?: string;
            codeChallengeMethod?: components["schemas"]["CodeChallengeMethod"];
            /** @description Session token of a successful Login V2 / Register V2, for direct login; OAuthStrategy sends it with prompt `none` and response mode `web_message`. */
            sessionToken?: string;
            /** @description OIDC nonce echoed back in the id_token. */
            nonce?: string;
            /** @description OIDC prompt; only `none` is honored. */
            prompt?: string;
            /** @description IdP connection ID to log in with (OAuthStrategy `getAuthUrl(…, { idp })`); not in the SDK's request type. */
            idp?: string;
        };
        /**
         * @description Requested grant: `code` returns an authorization code.
         * @enum {string}
         */
        ResponseType: "code";
        /**
         * @description How the authorization result is returned: `query` (query string of the redirect URI), `fragment` (URI fragment; OAuthStrategy's default) or `web_message` (a web message to the opener, for silent login).
         * @enum {string}
         */
        ResponseMode: "query" | "fragment" | "web_message";
        /**
         * @description PKCE challenge method; OAuthStrategy uses S256.
         * @enum {string}
         */
        CodeChallengeMethod: "S256" | "S512";
        /**
         * @description `login` shows the Wix login page (OAuthStrategy's default); `none` skips it and redirects at once when the member has a session. The SDK's enum object also has `consent` and `select_account`.
         * @enum {string}
         */
        Prompt: "login" | "none" | "consent" | "select_account";
        RedirectSessionStoresProductParams: {
            /** @description Required. Slug of the product. */
            productSlug?: string;
        };
        RedirectSessionBookingsBookParams: {
            /**
             * Format: uuid
             * @description Filter the bookings page by this resource (staff member).
             */
            resourceId?: string;
        };
        RedirectSessionEcomOrderPaymentRequestParams: {
            /**
             * Format: uuid
             * @description Required. ID of the order payment request.
             */
            paymentRequestId?: string;
        };
        /** @description A members-account page to redirect to (an intent of the redirect service; not in the SDK's request). */
        RedirectSessionMembersAccountParams: {
            section?: components["schemas"]["MembersAccountSection"];
        };
        /**
         * @description Section of "my account"; default ACCOUNT_INFO.
         * @enum {string}
         */
        MembersAccountSection: "ACCOUNT_INFO" | "BOOKINGS" | "ORDERS" | "SUBSCRIPTIONS" | "EVENTS";
        CallbackParams: {
            /** @description Custom thank-you page after the process; Wix adds `planOrderId` (paid plans), `orderId` (eCommerce) or `orderNumber` and `eventId` (events). */
            thankYouPageUrl?: string;
            /** @description Where to return when the process is completed, abandoned or interrupted. */
            postFlowUrl?: string;
            /** @description Custom login page. */
            loginUrl?: string;
            /** @description Custom bookings services page. */
            bookingsServiceListUrl?: string;
            /** @description Custom cart page. */
            cartPageUrl?: string;
            /** @description Custom plans page; Wix adds `planIds` and `checkoutData`. */
            planListUrl?: string;
        };
        RedirectSessionPreferences: {
            /** @description Use standard Wix templates for the Wix pages; default true. */
            useGenericWixPages?: boolean;
            /** @description Keep the visitor's identity on the Wix page (not for logout and auth); default true. */
            maintainIdentity?: boolean;
            /** @description Query parameters to add to the Wix URL (UTM parameters, `lang`). */
            additionalQueryParameters?: {
                [key: string]: string;
            };
            /** @description Use the published Wix page when there is one; default false. */
            checkIfPublish?: boolean;
        };
        CreateRedirectSessionResponse: {
            redirectSession?: components["schemas"]["RedirectSession"];
        };
        /** @description Information for redirecting a visitor from a headless client site to a Wix page. */
        RedirectSession: {
            /** Format: uuid */
            id?: string;
            /** @description The full URL of the Wix page, with the query parameters that bring the visitor back. */
            fullUrl?: string;
            urlDetails?: components["schemas"]["URLDetails"];
            /** @description Session token passed to the Wix page to keep the visitor's identity. */
            sessionToken?: string;
            shortUrl?: string;
        };
        URLDetails: {
            /** @description Base URL and path without query parameters, `https://mysite.com/_api/oauth2/authorize`. */
            endpoint?: string;
            searchParams?: {
                [key: string]: string;
            };
        };
        /**
         * @description Kind of a callback URL (validated against the OAuth app's allowed domains).
         * @enum {string}
         */
        CallbackType: "UNKNOWN" | "LOGOUT" | "CHECKOUT" | "AUTHORIZE";
        /** @description A callback URL to validate for an OAuth app (a call of the redirect service the SDK does not expose). */
        ValidateCallbackURLRequest: {
            callbackUrl?: string;
            callbackType?: components["schemas"]["CallbackType"];
            /** Format: uuid */
            clientId?: string;
        };
        /** @description Result of attaching Wix pages of an app to the site (a call of the redirect service the SDK does not expose). */
        AttachPagesResponse: {
            status?: components["schemas"]["AttachPagesResponseStatus"];
            message?: string;
            pagesAttached?: boolean;
            sitePublished?: boolean;
        };
        /**
         * @description SUCCESS - pages attached; NO_ACTION - the site is already published; ERROR - site or app not found.
         * @enum {string}
         */
        AttachPagesResponseStatus: "UNKNOWN" | "SUCCESS" | "NO_ACTION" | "ERROR";
        /** @description Body of `POST /oauth2/token`: one of four grant types, told apart by `grantType` (camel case: anonymous, refresh_token, authorization_code) or `grant_type` (snake case: authorized_client), the SDK's exact field names. */
        TokenRequest: components["schemas"]["AnonymousTokenRequest"] | components["schemas"]["RefreshTokenRequest"] | components["schemas"]["AuthorizationCodeTokenRequest"] | components["schemas"]["AuthorizedClientTokenRequest"];
        /** @description Tokens for a new anonymous visitor (refresh token role `visitor`). */
        AnonymousTokenRequest: {
            /**
             * Format: uuid
             * @description ID of the OAuth app (client ID).
             */
            clientId: string;
            /** @constant */
            grantType: "anonymous";
        };
        /** @description A new access token for a refresh token (the refresh token is kept). */
        RefreshTokenRequest: {
            /**
             * Format: uuid
             * @description ID of the OAuth app; OAuthStrategy sends it.
             */
            clientId?: string;
            refreshToken: string;
            /** @constant */
            grantType: "refresh_token";
        };
        /** @description Member tokens for the authorization code of a Wix-managed login (PKCE; refresh token role `member`). */
        AuthorizationCodeTokenRequest: {
            /** Format: uuid */
            clientId: string;
            /** @constant */
            grantType: "authorization_code";
            /** @description The redirect URI of the authorization request; OAuthStrategy sends it when the OAuth data has one. */
            redirectUri?: string;
            /** @description The authorization code read from the redirect URI. */
            code: string;
            /** @description PKCE code verifier whose S256 challenge was sent with the authorization request. */
            codeVerifier: string;
        };
        /** @description Member tokens for a member authenticated outside Wix (refresh token role `member`); requires the extra `Authorization` header (visitor access token and API key). With `scope: offline_access` (getMemberTokensForExternalLogin) or with the `session_token` of Sign On (getMemberTokensForExternalLoginWithSession). */
        AuthorizedClientTokenRequest: {
            /** @constant */
            grant_type: "authorized_client";
            /**
             * @description `offline_access`.
             * @example offline_access
             */
            scope?: string;
            /**
             * Format: uuid
             * @description ID of the member (the identity ID).
             */
            member_id: string;
            /** @description Session token from Sign On, to bind the tokens to that session. */
            session_token?: string;
        };
        /** @description The token answer. OAuthStrategy reads `access_token`, `refresh_token` and `expires_in`; `token_type` is documented by the public REST API (always `Bearer`) and not read by the SDK. */
        TokenResponse: {
            access_token: string;
            /** @description Always `Bearer`. */
            token_type?: string;
            /** @description Lifetime of the access token in seconds (14400, 4 hours). */
            expires_in?: number;
            refresh_token?: string;
        };
        /** @description Client-side access token of OAuthStrategy (not a wire shape). */
        AccessToken: {
            /** @description The access token; sent as the `Authorization` header. */
            value: string;
            /** @description Expiry in epoch seconds (`now + expires_in`); an expired token is renewed before the next call. */
            expiresAt: number;
        };
        /** @description Client-side refresh token of OAuthStrategy (not a wire shape). */
        RefreshToken: {
            value: string;
            role: components["schemas"]["TokenRole"];
        };
        /**
         * @description Role of the refresh token: `visitor` (anonymous), `member` (logged in; `loggedIn()` is true) or `none` (signed out; logout clears both tokens).
         * @enum {string}
         */
        TokenRole: "none" | "visitor" | "member";
        /** @description The token pair OAuthStrategy stores (`getTokens()` / `setTokens()`). */
        Tokens: {
            accessToken: components["schemas"]["AccessToken"];
            refreshToken: components["schemas"]["RefreshToken"];
        };
        /**
         * @description Client login state of OAuthStrategy's register/login/processVerification.
         * @enum {string}
         */
        LoginState: "INITIAL" | "SUCCESS" | "FAILURE" | "EMAIL_VERIFICATION_REQUIRED" | "OWNER_APPROVAL_REQUIRED" | "USER_CAPTCHA_REQUIRED" | "SILENT_CAPTCHA_REQUIRED";
        /**
         * @description The `errorCode` of a FAILURE login state (see the catalogue's clientCode entries).
         * @enum {string}
         */
        LoginErrorCode: "invalidEmail" | "invalidPassword" | "resetPassword" | "missingCaptchaToken" | "emailAlreadyExists" | "invalidCaptchaToken";
        /** @description `sessionToken` on SUCCESS; `stateToken` on EMAIL_VERIFICATION_REQUIRED, USER_CAPTCHA_REQUIRED and SILENT_CAPTCHA_REQUIRED. */
        LoginStateData: {
            sessionToken?: string;
            stateToken?: string;
        };
        /** @description The result of OAuthStrategy's `login()`, `register()` and `processVerification()` (client state machine). */
        LoginStateResult: {
            loginState: components["schemas"]["LoginState"];
            data?: components["schemas"]["LoginStateData"];
            /** @description Error message of a FAILURE, for example 'Unknown _state'. */
            error?: string;
            errorCode?: components["schemas"]["LoginErrorCode"];
        };
        LoginId: {
            /**
             * Format: email
             * @description Login email address.
             */
            email?: string;
        };
        /** @description One CAPTCHA token (one of the fields). OAuthStrategy sends one object with Recaptcha and InvisibleRecaptcha. */
        CaptchaToken: {
            Recaptcha?: string;
            InvisibleRecaptcha?: string;
            NoCaptcha?: string;
            recaptchaForClientSiteKey?: components["schemas"]["RecaptchaForClientSiteKey"];
        };
        /** @description A reCAPTCHA token of a client that registered its own site key. */
        RecaptchaForClientSiteKey: {
            token?: string;
            /** Format: uuid */
            siteKeyId?: string;
        };
        RegisterV2Request: {
            loginId: components["schemas"]["LoginId"];
            password?: string;
            profile?: components["schemas"]["IdentityProfile"];
            /** @description CAPTCHA tokens, when the site's CAPTCHA setting is on. */
            captchaTokens?: components["schemas"]["CaptchaToken"][];
            /** @description Additional data relevant to the flow. */
            clientMetaData?: {
                [key: string]: unknown;
            };
        };
        LoginV2Request: {
            loginId: components["schemas"]["LoginId"];
            password?: string;
            captchaTokens?: components["schemas"]["CaptchaToken"][];
            clientMetaData?: {
                [key: string]: unknown;
            };
            /** @description State token of a login flow started beforehand, to continue it. */
            stateToken?: string;
        };
        ChangePasswordRequest: {
            /** @description The new password; must meet the site's length and complexity rules. */
            newPassword: string;
        };
        /** @description Empty on success. */
        ChangePasswordResponse: Record<string, never>;
        SignOnRequest: {
            loginId: components["schemas"]["LoginId"];
            /** @description Profile of the member; updates an existing member or creates a new one. */
            profile?: components["schemas"]["IdentityProfile"];
            /** @description Mark the email as verified without verification; default false. */
            verifyEmail?: boolean;
            /** @description Link the member to an existing contact with the same email; default true. */
            mergeExistingContact?: boolean;
        };
        SignOnResponse: {
            /** @description Session token to exchange for member tokens. */
            sessionToken?: string;
            identity?: components["schemas"]["Identity"];
        };
        /** @description A raw HTTP response. */
        RawHttpResponse: {
            /** @description Body bytes, base64 on the wire. */
            body?: string;
            statusCode?: number;
            headers?: components["schemas"]["HeadersEntry"][];
        };
        HeadersEntry: {
            key?: string;
            value?: string;
        };
        /** @description Body of Verify (`POST /v2/{factorType}/verify`): the state token, and the data of the factor named in the path (one of the `*Data` fields). The SDK also sends `factorType` in the body; it is the path parameter here. */
        VerifyRequest: {
            /** @description State token of the authentication in progress. */
            stateToken?: string;
            /** @description Remember this device for later logins (second factors only). */
            rememberThisDevice?: boolean;
            smsData?: components["schemas"]["SmsVerifyData"];
            callData?: components["schemas"]["CallVerifyData"];
            emailData?: components["schemas"]["ExternalEmailVerifyData"];
            totpData?: components["schemas"]["TotpVerifyData"];
            pushData?: components["schemas"]["PushVerifyData"];
            webauthnData?: components["schemas"]["WebAuthnVerifyData"];
        };
        SmsVerifyData: {
            code?: string;
            deliveryMethod?: components["schemas"]["DeliveryMethod"];
            /** @description SMS template (current SDK types only). */
            templateId?: string;
        };
        /**
         * @description Channel of an SMS factor code (current SDK types only).
         * @enum {string}
         */
        DeliveryMethod: "SMS" | "WHATSAPP";
        CallVerifyData: {
            code?: string;
        };
        ExternalEmailVerifyData: {
            code?: string;
        };
        TotpVerifyData: {
            code?: string;
        };
        PushVerifyData: {
            /** @description The transaction of the push challenge. */
            transactionId?: string;
        };
        WebAuthnVerifyData: {
            /**
             * Format: uuid
             * @description The challenge ID of the WebAuthn challenge data.
             */
            challengeId?: string;
            /** @description JSON of the WebAuthn PublicKeyCredential the browser returned (PublicKeyCredential toJSON). */
            credential?: string;
        };
        ValidateEmailRequest: {
            email: string;
        };
        ValidateEmailResponse: {
            valid?: boolean;
            failure?: components["schemas"]["EmailValidationFailure"];
            formatInvalid?: boolean;
        };
        EmailValidationFailure: {
            reason?: components["schemas"]["EmailValidationFailureReason"];
        };
        /**
         * @description Why an email address is not valid (SDK `Reason` of Validate Email).
         * @enum {string}
         */
        EmailValidationFailureReason: "UNKNOWN_REASON" | "EMAIL_ADDRESS_BOUNCED" | "EMAIL_DOMAIN_MISSING_DNS_RECORDS" | "EMAIL_DOMAIN_FORMAT_INVALID" | "EMAIL_DOMAIN_PERMANENTLY_BLACKLISTED";
        /**
         * @description Server authentication state. OAuthStrategy maps SUCCESS → LoginState SUCCESS (with the session token), REQUIRE_OWNER_APPROVAL → OWNER_APPROVAL_REQUIRED, REQUIRE_EMAIL_VERIFICATION → EMAIL_VERIFICATION_REQUIRED (with the state token), anything else → FAILURE 'Unknown _state'. STATUS_CHECK - the identity status does not prevent login; REQUIRE_MFA / MFA_CHALLENGE - a second factor is needed (Verify); REQUIRE_FIRST_FACTOR - a first factor is needed; REQUIRE_MISSING_FIELDS - required signup fields are missing.
         * @enum {string}
         */
        StateType: "UNKNOWN_STATE" | "SUCCESS" | "REQUIRE_OWNER_APPROVAL" | "REQUIRE_EMAIL_VERIFICATION" | "STATUS_CHECK" | "REQUIRE_MFA" | "MFA_CHALLENGE" | "REQUIRE_FIRST_FACTOR" | "REQUIRE_MISSING_FIELDS";
        /** @description The answer of register, login, verify, recover and the verification calls. */
        StateMachineResponse: {
            state?: components["schemas"]["StateType"];
            /** @description Session token; set only when `state` is SUCCESS. */
            sessionToken?: string;
            /** @description Token of the current state of the flow, for the next call. */
            stateToken?: string;
            identity?: components["schemas"]["Identity"];
            /** @description Additional data relevant to the flow, by key. */
            additionalData?: {
                [key: string]: components["schemas"]["CustomValue"];
            };
            requireMfaData?: components["schemas"]["RequireMfaData"];
            mfaChallengeData?: components["schemas"]["MfaChallengeData"];
        };
        RequireMfaData: {
            availableFactors?: components["schemas"]["AvailableFactor"][];
            reason?: components["schemas"]["MfaReason"];
        };
        /** @description A factor the member can verify with (SDK `V1Factor`). */
        AvailableFactor: {
            factorType?: components["schemas"]["FactorType"];
            factorStatus?: components["schemas"]["FactorStatus"];
        };
        /**
         * @description Availability of a second factor.
         * @enum {string}
         */
        FactorStatus: "ENABLED" | "REQUIRE_ACTIVATION" | "REQUIRE_REENROLL" | "ENABLED_BY_RULE" | "DISABLED_BY_RULE";
        /**
         * @description Why MFA is required: the member's settings, or a high-risk login.
         * @enum {string}
         */
        MfaReason: "USER_SETTINGS" | "HIGH_RISK_LOGIN";
        MfaChallengeData: {
            factorType?: components["schemas"]["FactorType"];
            verificationChallengeData?: components["schemas"]["VerificationChallenge"];
            availableFactors?: components["schemas"]["AvailableFactor"][];
            reason?: components["schemas"]["MfaReason"];
        };
        VerificationChallenge: {
            pushData?: components["schemas"]["PushChallengeData"];
            webauthnData?: components["schemas"]["WebAuthnChallengeData"];
            hint?: string;
        };
        PushChallengeData: {
            /** @description The push notification's transaction, sent back in Verify. */
            transactionId?: string;
        };
        /** @description A WebAuthn challenge. `@wix/identity` 1.0.166 gives the options as fields (challenge, timeoutMs, allowCredentials, userVerification, hints, extensions; bytes as base64); the current SDK gives them as one JSON string, `publicKeyCredentialRequestOptionsJson`. */
        WebAuthnChallengeData: {
            /** Format: uuid */
            challengeId?: string;
            /** @description The challenge the authenticator signs. */
            challenge?: string;
            /** @description Timeout of the ceremony in milliseconds (at least 60000 recommended). */
            timeoutMs?: number;
            allowCredentials?: components["schemas"]["PublicKeyCredentialDescriptor"][];
            userVerification?: components["schemas"]["UserVerificationRequirement"];
            /** @description `security-key`, `client-device`, `hybrid`. */
            hints?: string[];
            extensions?: components["schemas"]["AuthenticationExtensionInputs"];
            publicKeyCredentialRequestOptionsJson?: string;
        };
        PublicKeyCredentialDescriptor: {
            /** @description The credential ID. */
            id?: string;
            /** @description `usb`, `nfc`, `ble`, `internal`, `hybrid`. */
            transports?: string[];
        };
        /**
         * @description Whether the relying party requires (REQUIRED), prefers (PREFERRED) or discourages (DISCOURAGED) user verification in the WebAuthn ceremony; the wire values carry the `USER_VERIFICATION_` prefix.
         * @enum {string}
         */
        UserVerificationRequirement: "USER_VERIFICATION_UNSPECIFIED" | "USER_VERIFICATION_REQUIRED" | "USER_VERIFICATION_PREFERRED" | "USER_VERIFICATION_DISCOURAGED";
        AuthenticationExtensionInputs: {
            largeBlobRead?: boolean;
            largeBlobWrite?: string;
            appid?: string;
            uvm?: boolean;
        };
        /** @description A member's identity. */
        Identity: {
            /** Format: uuid */
            id?: string;
            /** @description Increments by 1 on every update. */
            revision?: string;
            /** Format: date-time */
            readonly createdDate?: Date;
            /** Format: date-time */
            readonly updatedDate?: Date;
            /** @description Connections the identity can authenticate with. */
            connections?: components["schemas"]["Connection"][];
            identityProfile?: components["schemas"]["IdentityProfile"];
            metadata?: components["schemas"]["IdentityMetadata"];
            email?: components["schemas"]["IdentityEmail"];
            status?: components["schemas"]["IdentityStatus"];
            readonly factors?: components["schemas"]["Factor"][];
        };
        /** @description One of an IdP connection or an authenticator connection. */
        Connection: {
            idpConnection?: components["schemas"]["IdpConnection"];
            authenticatorConnection?: components["schemas"]["AuthenticatorConnection"];
        };
        IdpConnection: {
            /** Format: uuid */
            idpConnectionId?: string;
            idpUserId?: string;
        };
        AuthenticatorConnection: {
            /** Format: uuid */
            authenticatorConnectionId?: string;
            reEnrollmentRequired?: boolean;
        };
        /** @description Read-only information that can affect the identity's access (SDK `Metadata`). */
        IdentityMetadata: {
            tags?: string[];
        };
        /** @description The identity's login email (SDK `Email`). */
        IdentityEmail: {
            /** Format: email */
            address?: string;
            isVerified?: boolean;
        };
        /** @description The identity's status (SDK `StatusV2`). */
        IdentityStatus: {
            name?: components["schemas"]["IdentityStatusName"];
            reasons?: components["schemas"]["IdentityStatusReason"][];
        };
        /**
         * @description PENDING - waiting for verification or owner approval; ACTIVE - can log in; DELETED, BLOCKED, OFFLINE - cannot log in.
         * @enum {string}
         */
        IdentityStatusName: "UNKNOWN_STATUS" | "PENDING" | "ACTIVE" | "DELETED" | "BLOCKED" | "OFFLINE";
        /**
         * @description Why an identity is PENDING; after the approval, verification or missing fields it becomes ACTIVE.
         * @enum {string}
         */
        IdentityStatusReason: "UNKNOWN_REASON" | "PENDING_ADMIN_APPROVAL_REQUIRED" | "PENDING_EMAIL_VERIFICATION_REQUIRED" | "PENDING_REQUIRED_FIELDS_MISSING";
        /** @description An authentication factor of the identity. */
        Factor: {
            /** Format: uuid */
            factorId?: string;
            type?: components["schemas"]["FactorType"];
            status?: components["schemas"]["IdentityFactorStatus"];
        };
        /**
         * @description Authentication factor: password, a code by SMS, phone call or email, an authenticator app (TOTP), a push notification, WebAuthn / passkey, or a recovery code.
         * @enum {string}
         */
        FactorType: "PASSWORD" | "SMS" | "CALL" | "EMAIL" | "TOTP" | "PUSH" | "WEBAUTHN" | "RECOVERY_CODE";
        /**
         * @description Status of an enrolled factor (SDK `Status`): INACTIVE - requires activation; REQUIRE_REENROLL - blocked, enroll again.
         * @enum {string}
         */
        IdentityFactorStatus: "INACTIVE" | "ACTIVE" | "REQUIRE_REENROLL";
        /**
         * @description Kind of tenant of an identity: ACCOUNT (a Wix user) or SITE (a site member); the SDK's enum object also has ROOT.
         * @enum {string}
         */
        TenantType: "UNKNOWN_TENANT_TYPE" | "ACCOUNT" | "SITE" | "ROOT";
        /** @description The member's profile. */
        IdentityProfile: {
            firstName?: string;
            lastName?: string;
            /** @description Display name. */
            nickname?: string;
            /** @description URL of the profile picture. */
            picture?: string;
            /**
             * @deprecated
             * @description Replaced by secondaryEmails.
             */
            emails?: string[];
            /**
             * @deprecated
             * @description Replaced by phonesV2.
             */
            phones?: string[];
            labels?: string[];
            /** @description Preferred language (ISO 639-1). */
            language?: string;
            privacyStatus?: components["schemas"]["PrivacyStatus"];
            customFields?: components["schemas"]["CustomField"][];
            secondaryEmails?: components["schemas"]["SecondaryEmail"][];
            phonesV2?: components["schemas"]["Phone"][];
            addresses?: components["schemas"]["AddressWrapper"][];
            company?: string;
            position?: string;
            /**
             * Format: date
             * @description Birth date as `YYYY-MM-DD`.
             */
            birthdate?: string;
            slug?: string;
            /** @description Consent to marketing communications. */
            subscription?: boolean;
            vatId?: string;
        };
        /**
         * @description Profile visibility: PUBLIC - visible to other members; PRIVATE - hidden.
         * @enum {string}
         */
        PrivacyStatus: "UNDEFINED" | "PUBLIC" | "PRIVATE";
        SecondaryEmail: {
            /** Format: email */
            email?: string;
            tag?: components["schemas"]["EmailTag"];
        };
        /** @enum {string} */
        EmailTag: "UNTAGGED" | "MAIN" | "HOME" | "WORK";
        Phone: {
            /** @description Country code of the phone number (ISO-3166 alpha-2). */
            countryCode?: string;
            /** @description Phone number without the country code. */
            phone?: string;
            tag?: components["schemas"]["PhoneTag"];
        };
        /** @enum {string} */
        PhoneTag: "UNTAGGED" | "MAIN" | "HOME" | "MOBILE" | "WORK" | "FAX";
        AddressWrapper: {
            address?: components["schemas"]["Address"];
            tag?: components["schemas"]["AddressTag"];
        };
        /** @enum {string} */
        AddressTag: "UNTAGGED" | "HOME" | "WORK" | "BILLING" | "SHIPPING";
        CustomField: {
            /** @description Key of an extended field of the site's contacts, without the `custom.` prefix. */
            name?: string;
            value?: components["schemas"]["V1CustomValue"];
        };
        /** @description Value of a profile custom field: text, number, date, boolean, list or map (one of them). The SDK converts `dateValue` at this level only (a Date); values inside lists and maps stay as sent. */
        V1CustomValue: {
            strValue?: string;
            numValue?: number;
            /** Format: date-time */
            dateValue?: Date;
            boolValue?: boolean;
            listValue?: components["schemas"]["V1ListValue"];
            mapValue?: components["schemas"]["V1MapValue"];
        };
        V1ListValue: {
            value?: components["schemas"]["V1NestedCustomValue"][];
        };
        V1MapValue: {
            value?: {
                [key: string]: components["schemas"]["V1NestedCustomValue"];
            };
        };
        /** @description A custom value inside a list or map (recursive; `dateValue` is not converted here). */
        V1NestedCustomValue: {
            strValue?: string;
            numValue?: number;
            /** @description RFC 3339 date-time. */
            dateValue?: string;
            boolValue?: boolean;
            listValue?: components["schemas"]["V1ListValue"];
            mapValue?: components["schemas"]["V1MapValue"];
        };
        /** @description A value of `additionalData`: text, number, date, list or map. The SDK converts `dateValue` at this level only. */
        CustomValue: {
            strValue?: string;
            numValue?: number;
            /** Format: date-time */
            dateValue?: Date;
            listValue?: components["schemas"]["ListValue"];
            mapValue?: components["schemas"]["MapValue"];
        };
        ListValue: {
            value?: components["schemas"]["NestedCustomValue"][];
        };
        MapValue: {
            value?: {
                [key: string]: components["schemas"]["NestedCustomValue"];
            };
        };
        /** @description A value inside a list or map of `additionalData` (recursive; `dateValue` is not converted here). */
        NestedCustomValue: {
            strValue?: string;
            numValue?: number;
            /** @description RFC 3339 date-time. */
            dateValue?: string;
            listValue?: components["schemas"]["ListValue"];
            mapValue?: components["schemas"]["MapValue"];
        };
        SendRecoveryEmailRequest: {
            /**
             * Format: email
             * @description Email of the account to recover.
             */
            email: string;
            /** @description Language of the email (ISO 639-1); default the member's language. */
            language?: string;
            /** @description Where to go after the password is reset. */
            redirect?: components["schemas"]["Redirect"];
        };
        Redirect: {
            /** @description URL to redirect to after a successful reset or activation. */
            url?: string;
            /**
             * Format: uuid
             * @description Client ID of the headless project's OAuth app.
             */
            clientId?: string;
        };
        /** @description Empty on success. */
        SendRecoveryEmailResponse: Record<string, never>;
        SendActivationEmailRequest: {
            /**
             * Format: uuid
             * @description Identity ID of the member to activate.
             */
            identityId: string;
            emailOptions?: components["schemas"]["EmailOptions"];
        };
        EmailOptions: {
            /** @description Language of the email; default the identity's language. */
            language?: string;
            redirect?: components["schemas"]["Redirect"];
        };
        /** @description Empty on success. */
        SendActivationEmailResponse: Record<string, never>;
        RecoverRequest: {
            /** @description The token of the recovery email's link. */
            recoveryToken: string;
            /** @description The new password. */
            password?: string;
        };
        /** @description The data saved on a recovery token. */
        RecoveryToken: {
            /** Format: uuid */
            readonly id?: string;
            /** Format: date-time */
            readonly createdDate?: Date;
            /** Format: uuid */
            readonly tenantId?: string;
            tenantType?: components["schemas"]["TenantType"];
            /** Format: uuid */
            readonly identityId?: string;
        };
        StartRequest: {
            /**
             * Format: uuid
             * @description Identity whose email receives the code; currently required.
             */
            identityId?: string;
            target?: components["schemas"]["Target"];
        };
        /**
         * @description Delivery channel of the code; only EMAIL is supported (`@wix/identity` 1.0.166 also lists UNKNOWN_TARGET).
         * @enum {string}
         */
        Target: "EMAIL";
        StartResponse: {
            /** @description ID of the verification process. */
            verificationId?: string;
        };
        VerifyDuringAuthenticationRequest: {
            /** @description The code received by email. */
            code: string;
            /** @description State token of the REQUIRE_EMAIL_VERIFICATION state. */
            stateToken: string;
        };
        ResendDuringAuthenticationRequest: {
            /** @description State token of the REQUIRE_EMAIL_VERIFICATION state. */
            stateToken: string;
        };
        GraphqlRequest: {
            /** @description The GraphQL document. */
            query: string;
            /** @description Values of the query's variables, by name. */
            variables: {
                [key: string]: unknown;
            };
        };
        GraphqlResponse: {
            /** @description The result, shaped by the query (the SDK returns `{}` when absent). */
            data?: {
                [key: string]: unknown;
            };
            errors?: components["schemas"]["GraphqlError"][];
        };
        GraphqlError: {
            message?: string;
            locations?: {
                line?: number;
                column?: number;
            }[];
            path?: (string | number)[];
            extensions?: {
                [key: string]: unknown;
            };
        };
    };
    responses: {
        /** @description No valid authorization was sent (application error `UNAUTHENTICATED`). */
        Unauthenticated: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The caller may not perform this call (application error `PERMISSION_DENIED`). */
        PermissionDenied: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The request quota is exhausted (application error `RESOURCE_EXHAUSTED`). */
        TooManyRequests: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The platform's id of the request, to quote when reporting a problem (`ApiError.requestId`).
         * @example 1732190000.5187412345
         */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createRedirectSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRedirectSessionRequest"];
            };
        };
        responses: {
            /** @description The redirect session; send the visitor to `redirectSession.fullUrl`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateRedirectSessionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    token: {
        parameters: {
            query?: never;
            header?: {
                /** @description Only for `grant_type: authorized_client`: the current visitor access token and an API key with permissions on Wix Contacts & Members, joined by a comma (`<accessToken>,<apiKey>`). Other grant types send no extra Authorization header. (OpenAPI tools may ignore a header parameter named Authorization; the runtime sends it.) */
                Authorization?: string;
                /** @description Binding of the token to the calling client, passed by OAuthStrategy's `tokenRequestOptions.headers` in public rendering flows. */
                "client-binding"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    graphqlQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description GraphQL API version; the SDK's default is `alpha`. */
                apiVersion: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphqlRequest"];
            };
        };
        responses: {
            /** @description The data, and the errors of the query if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphqlResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    registerV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterV2Request"];
            };
        };
        responses: {
            /** @description The state of the registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateMachineResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description A member with this email already exists (application errors `-19995`, client code emailAlreadyExists, and `DUPLICATE_EMAIL`). */
            409: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The account user could not be created (application error `COULD_NOT_CREATE_SET_ACCOUNT_USER`). Retry later. */
            500: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description The registration flow is not available (application error `UNIMPLEMENTED_FEATURE`). */
            501: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    validateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateEmailRequest"];
            };
        };
        responses: {
            /** @description Whether the address is valid, and why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateEmailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    loginV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginV2Request"];
            };
        };
        responses: {
            /** @description The state of the login. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateMachineResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The member cannot log in before acting (application errors `-19973`, client code resetPassword, and `REENROLLMENT_REQUIRED_BY_ADMIN`). */
            428: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Empty on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignOnRequest"];
            };
        };
        responses: {
            /** @description The session token and the member's identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOnResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /** @description URL to redirect to after logout. */
                postLogoutRedirectUri?: string;
                /** @description ID of the OAuth app (client) initiating the logout. */
                clientId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The raw HTTP response of the logout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RawHttpResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The factor to verify. The SDK's verify data exists for SMS, CALL, EMAIL, TOTP, PUSH and WEBAUTHN; PASSWORD and RECOVERY_CODE have no data field in that SDK version. */
                factorType: components["schemas"]["FactorType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description The state of the login after the verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateMachineResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No pending code or challenge for the state token (application error `NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendRecoveryEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendRecoveryEmailRequest"];
            };
        };
        responses: {
            /** @description Empty on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendRecoveryEmailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendActivationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendActivationEmailRequest"];
            };
        };
        responses: {
            /** @description Empty on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendActivationEmailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverRequest"];
            };
        };
        responses: {
            /** @description The state after the recovery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateMachineResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartRequest"];
            };
        };
        responses: {
            /** @description The verification process. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
            /** @description The code could not be sent (application error `SEND_CODE_ERROR`). Retry later. */
            500: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    verifyDuringAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyDuringAuthenticationRequest"];
            };
        };
        responses: {
            /** @description The state after the verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateMachineResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No pending code for the state token (application error `NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendDuringAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendDuringAuthenticationRequest"];
            };
        };
        responses: {
            /** @description The state, still waiting for the email verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateMachineResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The state token refers to no pending verification (application error `NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The code could not be sent (application error `SEND_CODE_ERROR`). Retry later. */
            500: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    onRedirectSessionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedirectSessionCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
