// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  changePassword: [
    {
      name: 'changed',
      summary: 'A new password',
      request: { path: {}, query: {}, header: {}, body: { newPassword: 'Gl4cier-Mint-2024!' } },
    },
  ],
  loginV2: [
    {
      name: 'loggedIn',
      summary: 'Email and password with an invisible reCAPTCHA token',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          loginId: { email: 'maya.cohen@example.com' },
          password: 'Tr0ub4dor&3-horse',
          captchaTokens: [
            {
              InvisibleRecaptcha: '03AFcWeA4Zt8Wq2Lm6Xv0Nb3Rc7Yk1Hs5Pd9Gf3Ja6Ue0Io2Ty4Er8Qw6As1Df',
            },
          ],
          clientMetaData: { source: 'headless-login' },
        },
      },
    },
    {
      name: 'mfaChallenge',
      summary: 'Continue a started flow; the member must pass a second factor',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          loginId: { email: 'maya.cohen@example.com' },
          password: 'Tr0ub4dor&3-horse',
          clientMetaData: {},
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..pL3kM9nB1vC5xZ7q.8sD2fG4hJ6kL0zX2cV4bN6mQ8wE.R1tY3uI5oP7aS9dF',
        },
      },
    },
    {
      name: 'ownerApproval',
      summary: 'A member the owner has not approved yet',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          loginId: { email: 'li.wei@example.com' },
          password: 'Sunflower-77-fields',
          captchaTokens: [
            { Recaptcha: '03AFcWeA6Lq2vP8mT4xR1nS7bY3hJ9dG0fE5cW2zU8aK4iO7lP3qS1tV6xB9nM2' },
          ],
          clientMetaData: {},
        },
      },
    },
  ],
  logout: [
    {
      name: 'redirect',
      request: {
        path: {},
        query: {
          postLogoutRedirectUri: 'https://shop.example.com/',
          clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
        },
        header: {},
      },
    },
  ],
  registerV2: [
    {
      name: 'emailVerification',
      summary: 'The email is already a contact\'s, so the member must verify it',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          loginId: { email: 'omar.haddad@example.com' },
          password: 'c0rrect-Horse-battery',
          profile: { firstName: 'Omar', lastName: 'Haddad' },
          captchaTokens: [
            {
              InvisibleRecaptcha: '03AFcWeA9Kp1Lm3Nq5Rs7Tu9Vw1Xy3Za5Bc7De9Fg1Hi3Jk5Lm7No9Pq1Rs3Tu',
            },
          ],
          clientMetaData: {},
        },
      },
    },
    {
      name: 'registered',
      summary: 'Registration with profile and captcha tokens; the site lets members in at once',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          loginId: { email: 'maya.cohen@example.com' },
          password: 'Tr0ub4dor&3-horse',
          profile: {
            firstName: 'Maya',
            lastName: 'Cohen',
            nickname: 'maya.c',
            privacyStatus: 'PRIVATE',
            customFields: [
              { name: 'favorite_color', value: { strValue: 'teal' } },
              { name: 'member_since', value: { dateValue: '2021-06-01T00:00:00.000Z' } },
            ],
            phonesV2: [{ countryCode: 'GB', phone: '7700900123', tag: 'MOBILE' }],
            addresses: [
              {
                tag: 'HOME',
                address: {
                  addressLine: '221B Baker Street',
                  addressLine2: 'Flat 2',
                  city: 'London',
                  subdivision: 'GB-LND',
                  country: 'GB',
                  postalCode: 'NW1 6XE',
                },
              },
            ],
            company: 'Cohen Design Ltd',
            birthdate: '1990-04-12',
          },
          captchaTokens: [
            {
              Recaptcha: '03AFcWeA6Lq2vP8mT4xR1nS7bY3hJ9dG0fE5cW2zU8aK4iO7lP3qS1tV6xB9nM2',
              InvisibleRecaptcha: '03AFcWeA4Zt8Wq2Lm6Xv0Nb3Rc7Yk1Hs5Pd9Gf3Ja6Ue0Io2Ty4Er8Qw6As1Df',
            },
          ],
          clientMetaData: { source: 'headless-signup' },
        },
      },
    },
  ],
  signOn: [
    {
      name: 'signedOn',
      summary: 'Sign on a member known to the caller, with a verified email',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          loginId: { email: 'maya.cohen@example.com' },
          profile: { firstName: 'Maya', lastName: 'Cohen', company: 'Cohen Design Ltd' },
          verifyEmail: true,
          mergeExistingContact: true,
        },
      },
    },
  ],
  validateEmail: [
    {
      name: 'bounced',
      summary: 'An address that bounced before',
      request: { path: {}, query: {}, header: {}, body: { email: 'no-such-user@example.org' } },
    },
    {
      name: 'valid',
      summary: 'A deliverable address',
      request: { path: {}, query: {}, header: {}, body: { email: 'maya.cohen@example.com' } },
    },
  ],
  verify: [
    {
      name: 'call',
      summary: 'A code received by a phone call',
      request: {
        path: { factorType: 'CALL' },
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..Hq2LmX9pV4sZ1tN8.cR3yW6kE0uJ5oA2dF7gB9iK4Mz.V8nB2cX4zL6k',
          rememberThisDevice: false,
          callData: { code: '730158' },
        },
      },
    },
    {
      name: 'email',
      summary: 'A code received by email',
      request: {
        path: { factorType: 'EMAIL' },
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..Hq2LmX9pV4sZ1tN8.cR3yW6kE0uJ5oA2dF7gB9iK4Mz.V8nB2cX4zL6k',
          rememberThisDevice: false,
          emailData: { code: '615204' },
        },
      },
    },
    {
      name: 'push',
      summary: 'An approved push notification',
      request: {
        path: { factorType: 'PUSH' },
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..Hq2LmX9pV4sZ1tN8.cR3yW6kE0uJ5oA2dF7gB9iK4Mz.V8nB2cX4zL6k',
          rememberThisDevice: true,
          pushData: { transactionId: '6c8e0a2b-4d6f-4c8e-a0b2-4d6f8a0c2e4b' },
        },
      },
    },
    {
      name: 'sms',
      summary: 'A code received by SMS',
      request: {
        path: { factorType: 'SMS' },
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..Hq2LmX9pV4sZ1tN8.cR3yW6kE0uJ5oA2dF7gB9iK4Mz.V8nB2cX4zL6k',
          rememberThisDevice: true,
          smsData: { code: '482913' },
        },
      },
    },
    {
      name: 'totp',
      summary: 'A code from an authenticator app',
      request: {
        path: { factorType: 'TOTP' },
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..Hq2LmX9pV4sZ1tN8.cR3yW6kE0uJ5oA2dF7gB9iK4Mz.V8nB2cX4zL6k',
          rememberThisDevice: true,
          totpData: { code: '093417' },
        },
      },
    },
    {
      name: 'webauthn',
      summary: 'A passkey assertion',
      request: {
        path: { factorType: 'WEBAUTHN' },
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..Hq2LmX9pV4sZ1tN8.cR3yW6kE0uJ5oA2dF7gB9iK4Mz.V8nB2cX4zL6k',
          rememberThisDevice: false,
          webauthnData: {
            challengeId: '4b6d8f0a-2c4e-4b6d-8f0a-2c4e6a8b0d2f',
            credential: '{"id":"Y3JlZGVudGlhbC1pZC0wMDE","rawId":"Y3JlZGVudGlhbC1pZC0wMDE","type":"public-key","response":{"clientDataJSON":"eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0","authenticatorData":"SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ","signature":"MEUCIQDx3qv0"}}',
          },
        },
      },
    },
  ],
  graphqlQuery: [
    {
      name: 'currentMember',
      summary: 'A query without variables',
      request: {
        path: { apiVersion: 'alpha' },
        query: {},
        header: {},
        body: {
          query: '{ membersMembersV1CurrentMember { member { id loginEmail } } }',
          variables: {},
        },
      },
    },
    {
      name: 'productsByPrice',
      summary: 'Query products with a variable',
      request: {
        path: { apiVersion: 'alpha' },
        query: {},
        header: {},
        body: {
          query: 'query Products($limit: Int) { storesProductsV1Products(queryInput: { query: { paging: { limit: $limit } } }) { items { id name } } }',
          variables: { limit: 2 },
        },
      },
    },
  ],
  token: [
    {
      name: 'anonymous',
      summary: 'Visitor tokens (OAuthStrategy generateVisitorTokens)',
      request: {
        path: {},
        query: {},
        header: { 'client-binding': 'cb.8c4f2b7e.shop-example' },
        body: { clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13', grantType: 'anonymous' },
      },
    },
    {
      name: 'authorizationCode',
      summary: 'Exchange the authorization code for member tokens (OAuthStrategy getMemberTokens)',
      request: {
        path: {},
        query: {},
        header: { 'client-binding': 'cb.8c4f2b7e.shop-example' },
        body: {
          clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
          grantType: 'authorization_code',
          redirectUri: 'https://shop.example.com/auth/callback',
          code: 'OauthNG.JWS.eyJhbGciOiJIUzI1NiJ9.eyJjb2RlIjoiNWQyZThmMWEifQ.8xRz1kQ3mV5nT7pW9sY2uB4cD6eF0gH1iJ3kL5mN7oP',
          codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
        },
      },
    },
    {
      name: 'authorizedClient',
      summary: 'Member tokens for an externally authenticated member (getMemberTokensForExternalLogin)',
      request: {
        path: {},
        query: {},
        header: {
          Authorization: 'OauthNG.JWS.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.eyJkYXRhIjoie1wiaW5zdGFuY2VcIjp7fX0ifQ.Xk2cV9mB4nQ7rT1sW5yZ8aD3fG6hJ0kL2pN4qR7uX9o,IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.eyJkYXRhIjoie1wiaWRcIjpcImFwaWtleVwifSJ9.Hf4Tz8Yb3Hc6Fm1Dg5Sj0Ua7Ee2Wi9OoqR7vLx2Nw9K',
        },
        body: {
          grant_type: 'authorized_client',
          scope: 'offline_access',
          member_id: '5d2e8f1a-3b7c-4a9e-8f6d-2c1b0a9e7d34',
        },
      },
    },
    {
      name: 'authorizedClientSession',
      summary: 'Member tokens bound to a Sign On session (getMemberTokensForExternalLoginWithSession)',
      request: {
        path: {},
        query: {},
        header: {
          Authorization: 'OauthNG.JWS.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.eyJkYXRhIjoie1wiaW5zdGFuY2VcIjp7fX0ifQ.Xk2cV9mB4nQ7rT1sW5yZ8aD3fG6hJ0kL2pN4qR7uX9o,IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.eyJkYXRhIjoie1wiaWRcIjpcImFwaWtleVwifSJ9.Hf4Tz8Yb3Hc6Fm1Dg5Sj0Ua7Ee2Wi9OoqR7vLx2Nw9K',
        },
        body: {
          grant_type: 'authorized_client',
          member_id: '5d2e8f1a-3b7c-4a9e-8f6d-2c1b0a9e7d34',
          session_token: 'JWS.eyJraWQiOiJWLVNuLWhwZSIsImFsZyI6IkhTMjU2In0.eyJkYXRhIjoie1wiaWRcIjpcIjVkMmU4ZjFhXCJ9In0.Qm9y8dX2kL7sPz1nV4cR6tY0wE3uI5oA9bJ2hG8fK1M',
        },
      },
    },
    {
      name: 'refreshToken',
      summary: 'Renew the access token (OAuthStrategy renewToken)',
      request: {
        path: {},
        query: {},
        header: { 'client-binding': 'cb.8c4f2b7e.shop-example' },
        body: {
          clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
          refreshToken: 'JWS.eyJraWQiOiJZSEJzdUpwSCIsImFsZyI6IkhTMjU2In0.eyJkYXRhIjoie1widG9rZW5cIjpcIjNmOWIyYzFkXCJ9In0.rT8mW2qK5vN9xB3cZ7yL1sD4fG6hJ0pQ2uE8iO5aR3k',
          grantType: 'refresh_token',
        },
      },
    },
  ],
  recover: [
    {
      name: 'recovered',
      summary: 'A new password for the token of the email link',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          recoveryToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..kP9qW2eR4tY6uI8o.aS1dF3gH5jK7lZ9xC2vB4nM6qW8e.T0yU2iO4pA6s',
          password: 'N3w-Lantern-Harbor',
        },
      },
    },
  ],
  sendActivationEmail: [
    {
      name: 'activate',
      summary: 'Activation email in French that returns to the headless site',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          identityId: '8a0c2e4f-6b8d-4a0c-9e2f-4b6d8f0a2c4e',
          emailOptions: {
            language: 'fr',
            redirect: {
              url: 'https://shop.example.com/welcome',
              clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
            },
          },
        },
      },
    },
  ],
  sendRecoveryEmail: [
    {
      name: 'resetPassword',
      summary: 'Reset link that returns to the headless site',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          email: 'maya.cohen@example.com',
          language: 'en',
          redirect: {
            url: 'https://shop.example.com/login',
            clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
          },
        },
      },
    },
  ],
  createRedirectSession: [
    {
      name: 'authorize',
      summary: 'Wix-managed login with PKCE (OAuthStrategy getAuthUrl)',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          auth: {
            authRequest: {
              redirectUri: 'https://shop.example.com/auth/callback',
              clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
              codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
              codeChallengeMethod: 'S256',
              responseMode: 'fragment',
              responseType: 'code',
              scope: 'offline_access',
              state: 'qR7vLx2Nw9Kp4Tz8Yb3Hc6Fm1Dg5Sj0Ua7Ee2Wi9Oo',
            },
            prompt: 'login',
          },
          origin: 'https://shop.example.com',
        },
      },
    },
    {
      name: 'bookingsBook',
      summary: 'The bookings page filtered by a staff member',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          bookingsBook: { resourceId: '4e6a8c0e-2b4d-4f6a-9c1e-5a7c9e1b3d5f' },
          callbacks: { postFlowUrl: 'https://yoga.example.com/' },
        },
      },
    },
    {
      name: 'bookingsCheckout',
      summary: 'Bookings checkout for a selected slot',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          bookingsCheckout: {
            timezone: 'Europe/London',
            slotAvailability: {
              slot: {
                serviceId: '6f1a3c5e-7b9d-4e2f-a4c6-8d0e2f4a6b8c',
                scheduleId: '9c7e5a3b-1d2f-4a6c-8e0b-3f5d7a9c1e2b',
                startDate: '2024-06-12T10:00:00Z',
                endDate: '2024-06-12T11:00:00Z',
                timezone: 'Europe/London',
                resource: { id: '4e6a8c0e-2b4d-4f6a-9c1e-5a7c9e1b3d5f', name: 'Alex Morgan' },
                location: {
                  locationType: 'OWNER_BUSINESS',
                  name: 'Main studio',
                  formattedAddress: '10 Downing St, London SW1A 2AA, UK',
                },
              },
              bookable: true,
              totalSpots: 10,
              openSpots: 7,
            },
          },
          callbacks: {
            postFlowUrl: 'https://yoga.example.com/classes',
            bookingsServiceListUrl: 'https://yoga.example.com/classes',
          },
          origin: 'https://yoga.example.com',
        },
      },
    },
    {
      name: 'ecomCheckout',
      summary: 'eCommerce checkout with custom thank-you and post-flow pages',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          ecomCheckout: { checkoutId: '2b9e4d71-6c3a-4f8e-9d2b-7a1c5e0f3b68' },
          callbacks: {
            postFlowUrl: 'https://shop.example.com/cart',
            thankYouPageUrl: 'https://shop.example.com/thank-you',
            cartPageUrl: 'https://shop.example.com/cart',
          },
          preferences: {
            useGenericWixPages: true,
            maintainIdentity: true,
            additionalQueryParameters: { lang: 'en', utm_source: 'newsletter' },
          },
          origin: 'https://shop.example.com',
        },
      },
    },
    {
      name: 'eventsCheckout',
      summary: 'Events checkout for a ticket reservation',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          eventsCheckout: {
            reservationId: '1d3f5b7a-9c2e-4a6b-8d0f-2e4a6c8b0d1f',
            eventSlug: 'summer-jazz-night-2',
          },
          callbacks: {
            postFlowUrl: 'https://events.example.com/',
            thankYouPageUrl: 'https://events.example.com/thanks',
          },
        },
      },
    },
    {
      name: 'login',
      summary: 'Wix login without first checking whether the visitor is authenticated',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          login: {},
          callbacks: {
            postFlowUrl: 'https://shop.example.com/account',
            loginUrl: 'https://shop.example.com/login',
          },
        },
      },
    },
    {
      name: 'logout',
      summary: 'Wix-managed logout (OAuthStrategy logout)',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          logout: { clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13' },
          callbacks: { postFlowUrl: 'https://shop.example.com/' },
          origin: 'https://shop.example.com',
        },
      },
    },
    {
      name: 'orderPaymentRequest',
      summary: 'Payment page of an order payment request',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          ecomOrderPaymentRequest: { paymentRequestId: '7e9a1c3e-5b7d-4f9a-8c2e-4d6f8a0c2e4b' },
          callbacks: { postFlowUrl: 'https://shop.example.com/orders' },
        },
      },
    },
    {
      name: 'paidPlansCheckout',
      summary: 'Paid plan checkout',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          paidPlansCheckout: {
            planId: '0a2c4e6f-8b1d-4f3a-9c5e-7b9d1f3a5c7e',
            checkoutData: 'eyJmb3JtSWQiOiIxMjMifQ',
          },
          callbacks: {
            postFlowUrl: 'https://club.example.com/plans',
            planListUrl: 'https://club.example.com/plans',
          },
        },
      },
    },
    {
      name: 'silentLogin',
      summary: 'Silent login in a hidden frame after a custom login (prompt none, web_message)',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          auth: {
            authRequest: {
              clientId: '8c4f2b7e-1d3a-4e9f-b6c5-0a2d7e4f9b13',
              codeChallenge: '3fKx9QmV2pL7sT1wZ8yB4nC6dR0hJ5gE2aU9iO3kM7q',
              codeChallengeMethod: 'S256',
              responseMode: 'web_message',
              responseType: 'code',
              scope: 'offline_access',
              state: 'Zt4Wq8Lm2Xv6Nb0Rc3Yk7Hs1Pd5Gf9Ja2Ue6Io4Ty8E',
              sessionToken: 'JWS.eyJraWQiOiJWLVNuLWhwZSIsImFsZyI6IkhTMjU2In0.eyJkYXRhIjoie1wiaWRcIjpcIjVkMmU4ZjFhXCJ9In0.Qm9y8dX2kL7sPz1nV4cR6tY0wE3uI5oA9bJ2hG8fK1M',
            },
            prompt: 'none',
          },
          origin: 'https://shop.example.com',
        },
      },
    },
    {
      name: 'storesProduct',
      summary: 'A stores product page',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          storesProduct: { productSlug: 'linen-summer-shirt' },
          preferences: { useGenericWixPages: false, checkIfPublish: true },
        },
      },
    },
  ],
  resendDuringAuthentication: [
    {
      name: 'resent',
      summary: 'Resend the code',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..tW2d9Qx1kL7sPz1n.4cR6tY0wE3uI5oA9bJ2hG8fK1MpQz.X7aB3cD9eF1gH5iJ',
        },
      },
    },
  ],
  start: [
    {
      name: 'emailCode',
      summary: 'Send a code to the identity\'s email',
      request: {
        path: {},
        query: {},
        header: {},
        body: { identityId: '8a0c2e4f-6b8d-4a0c-9e2f-4b6d8f0a2c4e', target: 'EMAIL' },
      },
    },
  ],
  verifyDuringAuthentication: [
    {
      name: 'ownerApproval',
      summary: 'Verified, but the owner must still approve the member',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          code: '903152',
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..mN4bV6cX8zL0kJ2h.G4fD6sA8qW0eR2tY4uI6oP8aS0d.F2gH4jK6lZ8x',
        },
      },
    },
    {
      name: 'verified',
      summary: 'The 6-digit code of the email',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          code: '284617',
          stateToken: 'JWE.eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0..tW2d9Qx1kL7sPz1n.4cR6tY0wE3uI5oA9bJ2hG8fK1MpQz.X7aB3cD9eF1gH5iJ',
        },
      },
    },
  ],
};
