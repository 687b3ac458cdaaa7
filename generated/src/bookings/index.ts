// Generated from spec/bookings.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './availabilityCalendar.js';
export * from './availabilityTimeSlots.js';
export * from './bookings.js';
export * from './extendedBookings.js';
export * from './multiServiceAvailabilityTimeSlots.js';
export * from './services.js';
export * from './webhook-events.js';
