// Generated from spec/ecom.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './checkout.ts';
export * from './orderBilling.ts';
export * from './orderFulfillments.ts';
export * from './orderTransactions.ts';
export * from './orders.ts';
export * from './events.ts';
