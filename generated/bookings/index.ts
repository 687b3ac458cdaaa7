// Generated from spec/bookings.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './availabilityCalendar.ts';
export * from './availabilityTimeSlots.ts';
export * from './bookings.ts';
export * from './extendedBookings.ts';
export * from './multiServiceAvailabilityTimeSlots.ts';
export * from './services.ts';
export * from './events.ts';
