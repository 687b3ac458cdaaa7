// Generated from spec/bookings.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { bookingsErrors } from './error-catalogue.js';

export type BookingsErrorCode = keyof typeof bookingsErrors;

/**
 * Appointments, classes and courses: availability and time slots, services and their add-on groups, bookings,
 * multi-service bookings and extended bookings, and the events the bookings platform emits.
 */
export const bookingsService: ServiceInfo = {
  name: 'bookings',
  title: 'Bookings',
  prefix: '/bookings',
  host: 'www.wixapis.com',
  sitePaths: {
    '/bookings': '/_api/staff-members',
    '/bookings/v1': '/_api/availability-calendar/v1',
    '/bookings/v2/bookings': '/_api/bookings-service/v2/bookings',
    '/bookings/v2/bulk': '/bookings/v2/bulk',
    '/bookings/v2/bulk/bookings/create': '/_api/bookings-service/v2/bulk/bookings/create',
    '/bookings/v2/bulk/multi_service_bookings': '/_api/staff-members/v2/bulk/multi_service_bookings',
    '/bookings/v2/bulk/services': '/_api/staff-members/v2/bulk/services',
    '/bookings/v2/confirmation': '/bookings/v2/confirmation',
    '/bookings/v2/services': '/_api/bookings/v2/services',
  },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.bookingsErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type BookingsCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };
