// Generated from spec/ecom.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { addToCheckout, createCheckout, createOrderAndCharge, createOrderFromCheckout, getCheckout, getCheckoutByCartId, getCheckoutPaymentSettings, getCheckoutUrl, getWixCheckoutUrl, markCheckoutAsCompleted, markCheckoutAsCompletedAndRedirectToUrl, removeCoupon, removeGiftCard, removeLineItems, removeOverrideCheckoutUrl, updateCheckout, updateLineItemsQuantity } from './checkout.js';
import { getOrderRefundability, refundPayments } from './orderBilling.js';
import { bulkCreateFulfillments, createFulfillment, deleteFulfillment, listFulfillmentsForMultipleOrders, listFulfillmentsForSingleOrder, updateFulfillment } from './orderFulfillments.js';
import { addPayments, bulkUpdatePaymentStatuses, listTransactionsForMultipleOrders, listTransactionsForSingleOrder, updatePaymentStatus } from './orderTransactions.js';
import { addActivities, bulkUpdateOrders, cancelOrder, captureAuthorizedPayments, createOrder, getOrder, getPaymentCollectabilityStatus, getRefundabilityStatus, preparePaymentCollection, recordManuallyCollectedPayment, searchOrders, triggerRefund, updateOrder, updateOrderStatus, voidAuthorizedPayments } from './orders.js';

/** msw handlers of every ecom call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...ecomHandlers(document))`. */
export function ecomHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['ecom'] });
}

/** One ecom call answered by a typed resolver, for a test: `server.use(ecomMocks.addActivities(() => ...))`. */
export const ecomMocks = {
  addActivities: (resolve: MockResolver<typeof addActivities>, options?: MockCallOptions) => mockCall(addActivities, resolve, options),
  addPayments: (resolve: MockResolver<typeof addPayments>, options?: MockCallOptions) => mockCall(addPayments, resolve, options),
  addToCheckout: (resolve: MockResolver<typeof addToCheckout>, options?: MockCallOptions) => mockCall(addToCheckout, resolve, options),
  bulkCreateFulfillments: (resolve: MockResolver<typeof bulkCreateFulfillments>, options?: MockCallOptions) => mockCall(bulkCreateFulfillments, resolve, options),
  bulkUpdateOrders: (resolve: MockResolver<typeof bulkUpdateOrders>, options?: MockCallOptions) => mockCall(bulkUpdateOrders, resolve, options),
  bulkUpdatePaymentStatuses: (resolve: MockResolver<typeof bulkUpdatePaymentStatuses>, options?: MockCallOptions) => mockCall(bulkUpdatePaymentStatuses, resolve, options),
  cancelOrder: (resolve: MockResolver<typeof cancelOrder>, options?: MockCallOptions) => mockCall(cancelOrder, resolve, options),
  captureAuthorizedPayments: (resolve: MockResolver<typeof captureAuthorizedPayments>, options?: MockCallOptions) => mockCall(captureAuthorizedPayments, resolve, options),
  createCheckout: (resolve: MockResolver<typeof createCheckout>, options?: MockCallOptions) => mockCall(createCheckout, resolve, options),
  createFulfillment: (resolve: MockResolver<typeof createFulfillment>, options?: MockCallOptions) => mockCall(createFulfillment, resolve, options),
  createOrder: (resolve: MockResolver<typeof createOrder>, options?: MockCallOptions) => mockCall(createOrder, resolve, options),
  createOrderAndCharge: (resolve: MockResolver<typeof createOrderAndCharge>, options?: MockCallOptions) => mockCall(createOrderAndCharge, resolve, options),
  createOrderFromCheckout: (resolve: MockResolver<typeof createOrderFromCheckout>, options?: MockCallOptions) => mockCall(createOrderFromCheckout, resolve, options),
  deleteFulfillment: (resolve: MockResolver<typeof deleteFulfillment>, options?: MockCallOptions) => mockCall(deleteFulfillment, resolve, options),
  getCheckout: (resolve: MockResolver<typeof getCheckout>, options?: MockCallOptions) => mockCall(getCheckout, resolve, options),
  getCheckoutByCartId: (resolve: MockResolver<typeof getCheckoutByCartId>, options?: MockCallOptions) => mockCall(getCheckoutByCartId, resolve, options),
  getCheckoutPaymentSettings: (resolve: MockResolver<typeof getCheckoutPaymentSettings>, options?: MockCallOptions) => mockCall(getCheckoutPaymentSettings, resolve, options),
  getCheckoutUrl: (resolve: MockResolver<typeof getCheckoutUrl>, options?: MockCallOptions) => mockCall(getCheckoutUrl, resolve, options),
  getOrder: (resolve: MockResolver<typeof getOrder>, options?: MockCallOptions) => mockCall(getOrder, resolve, options),
  getOrderRefundability: (resolve: MockResolver<typeof getOrderRefundability>, options?: MockCallOptions) => mockCall(getOrderRefundability, resolve, options),
  getPaymentCollectabilityStatus: (resolve: MockResolver<typeof getPaymentCollectabilityStatus>, options?: MockCallOptions) => mockCall(getPaymentCollectabilityStatus, resolve, options),
  getRefundabilityStatus: (resolve: MockResolver<typeof getRefundabilityStatus>, options?: MockCallOptions) => mockCall(getRefundabilityStatus, resolve, options),
  getWixCheckoutUrl: (resolve: MockResolver<typeof getWixCheckoutUrl>, options?: MockCallOptions) => mockCall(getWixCheckoutUrl, resolve, options),
  listFulfillmentsForMultipleOrders: (resolve: MockResolver<typeof listFulfillmentsForMultipleOrders>, options?: MockCallOptions) => mockCall(listFulfillmentsForMultipleOrders, resolve, options),
  listFulfillmentsForSingleOrder: (resolve: MockResolver<typeof listFulfillmentsForSingleOrder>, options?: MockCallOptions) => mockCall(listFulfillmentsForSingleOrder, resolve, options),
  listTransactionsForMultipleOrders: (resolve: MockResolver<typeof listTransactionsForMultipleOrders>, options?: MockCallOptions) => mockCall(listTransactionsForMultipleOrders, resolve, options),
  listTransactionsForSingleOrder: (resolve: MockResolver<typeof listTransactionsForSingleOrder>, options?: MockCallOptions) => mockCall(listTransactionsForSingleOrder, resolve, options),
  markCheckoutAsCompleted: (resolve: MockResolver<typeof markCheckoutAsCompleted>, options?: MockCallOptions) => mockCall(markCheckoutAsCompleted, resolve, options),
  markCheckoutAsCompletedAndRedirectToUrl: (resolve: MockResolver<typeof markCheckoutAsCompletedAndRedirectToUrl>, options?: MockCallOptions) => mockCall(markCheckoutAsCompletedAndRedirectToUrl, resolve, options),
  preparePaymentCollection: (resolve: MockResolver<typeof preparePaymentCollection>, options?: MockCallOptions) => mockCall(preparePaymentCollection, resolve, options),
  recordManuallyCollectedPayment: (resolve: MockResolver<typeof recordManuallyCollectedPayment>, options?: MockCallOptions) => mockCall(recordManuallyCollectedPayment, resolve, options),
  refundPayments: (resolve: MockResolver<typeof refundPayments>, options?: MockCallOptions) => mockCall(refundPayments, resolve, options),
  removeCoupon: (resolve: MockResolver<typeof removeCoupon>, options?: MockCallOptions) => mockCall(removeCoupon, resolve, options),
  removeGiftCard: (resolve: MockResolver<typeof removeGiftCard>, options?: MockCallOptions) => mockCall(removeGiftCard, resolve, options),
  removeLineItems: (resolve: MockResolver<typeof removeLineItems>, options?: MockCallOptions) => mockCall(removeLineItems, resolve, options),
  removeOverrideCheckoutUrl: (resolve: MockResolver<typeof removeOverrideCheckoutUrl>, options?: MockCallOptions) => mockCall(removeOverrideCheckoutUrl, resolve, options),
  searchOrders: (resolve: MockResolver<typeof searchOrders>, options?: MockCallOptions) => mockCall(searchOrders, resolve, options),
  triggerRefund: (resolve: MockResolver<typeof triggerRefund>, options?: MockCallOptions) => mockCall(triggerRefund, resolve, options),
  updateCheckout: (resolve: MockResolver<typeof updateCheckout>, options?: MockCallOptions) => mockCall(updateCheckout, resolve, options),
  updateFulfillment: (resolve: MockResolver<typeof updateFulfillment>, options?: MockCallOptions) => mockCall(updateFulfillment, resolve, options),
  updateLineItemsQuantity: (resolve: MockResolver<typeof updateLineItemsQuantity>, options?: MockCallOptions) => mockCall(updateLineItemsQuantity, resolve, options),
  updateOrder: (resolve: MockResolver<typeof updateOrder>, options?: MockCallOptions) => mockCall(updateOrder, resolve, options),
  updateOrderStatus: (resolve: MockResolver<typeof updateOrderStatus>, options?: MockCallOptions) => mockCall(updateOrderStatus, resolve, options),
  updatePaymentStatus: (resolve: MockResolver<typeof updatePaymentStatus>, options?: MockCallOptions) => mockCall(updatePaymentStatus, resolve, options),
  voidAuthorizedPayments: (resolve: MockResolver<typeof voidAuthorizedPayments>, options?: MockCallOptions) => mockCall(voidAuthorizedPayments, resolve, options),
};
