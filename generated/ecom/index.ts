// Generated from spec/ecom.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './checkout.ts';
export * from './orderBilling.ts';
export * from './orderFulfillments.ts';
export * from './orderTransactions.ts';
export * from './orders.ts';
export * from './webhook-events.ts';
