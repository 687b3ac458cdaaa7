// Generated from spec/bookings.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './availabilityCalendar.ts';
export * from './availabilityTimeSlots.ts';
export * from './bookings.ts';
export * from './extendedBookings.ts';
export * from './multiServiceAvailabilityTimeSlots.ts';
export * from './services.ts';
export * from './webhook-events.ts';
