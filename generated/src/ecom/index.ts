// Generated from spec/ecom.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './checkout.js';
export * from './orderBilling.js';
export * from './orderFulfillments.js';
export * from './orderTransactions.js';
export * from './orders.js';
export * from './webhook-events.js';
