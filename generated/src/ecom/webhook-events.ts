// Generated from spec/ecom.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { AbandonedCheckoutCreatedEvent, AbandonedCheckoutDeletedEvent, AbandonedCheckoutRecoveredEvent, AbandonedCheckoutUpdatedEvent, BackInStockNotificationRequestCreatedEvent, BackInStockNotificationRequestDeletedEvent, BackInStockNotificationRequestUpdatedEvent, CheckoutCompletedEvent, CheckoutCreatedEvent, CheckoutDeletedEvent, CheckoutSettingsUpdatedEvent, CheckoutTemplateCreatedEvent, CheckoutTemplateDeletedEvent, CheckoutTemplateUpdatedEvent, CheckoutTemplateUsedEvent, CheckoutUpdatedEvent, DiscountRuleCreatedEvent, DiscountRuleDeletedEvent, DiscountRuleUpdatedEvent, FulfillmentsUpdatedEvent, OrderApprovedEvent, OrderCanceledEvent, OrderCommittedEvent, OrderCreatedEvent, OrderFulfilledEvent, OrderImportedEvent, OrderImportedOrderDeletedEvent, OrderPaymentStatusUpdatedEvent, OrderTransactionsChargebackApprovedEvent, OrderTransactionsChargebackReversedEvent, OrderTransactionsDetailsUpdatedEvent, OrderTransactionsRefundCompletedEvent, OrderTransactionsUpdatedEvent, OrderUpdatedEvent, OrdersSettingsUpdatedEvent, ShippingOptionCreatedEvent, ShippingOptionDeletedEvent, ShippingOptionUpdatedEvent, ShippoConfigurationCreatedEvent, ShippoConfigurationDeletedEvent, ShippoConfigurationUpdatedEvent, SubscriptionContractCreatedEvent, SubscriptionContractDeletedEvent, SubscriptionContractUpdatedEvent, TaxGroupCreatedEvent, TaxGroupDeletedEvent, TaxGroupUpdatedEvent, TaxRegionCreatedEvent, TaxRegionDeletedEvent, TaxRegionUpdatedEvent } from './schema-types.js';
import { abandonedCheckoutCreatedEventPlan, abandonedCheckoutDeletedEventPlan, abandonedCheckoutRecoveredEventPlan, abandonedCheckoutUpdatedEventPlan, backInStockNotificationRequestCreatedEventPlan, backInStockNotificationRequestDeletedEventPlan, backInStockNotificationRequestUpdatedEventPlan, checkoutCompletedEventPlan, checkoutCreatedEventPlan, checkoutDeletedEventPlan, checkoutSettingsUpdatedEventPlan, checkoutTemplateCreatedEventPlan, checkoutTemplateDeletedEventPlan, checkoutTemplateUpdatedEventPlan, checkoutTemplateUsedEventPlan, checkoutUpdatedEventPlan, discountRuleCreatedEventPlan, discountRuleDeletedEventPlan, discountRuleUpdatedEventPlan, fulfillmentsUpdatedEventPlan, orderApprovedEventPlan, orderCanceledEventPlan, orderCommittedEventPlan, orderCreatedEventPlan, orderFulfilledEventPlan, orderImportedEventPlan, orderImportedOrderDeletedEventPlan, orderPaymentStatusUpdatedEventPlan, orderTransactionsChargebackApprovedEventPlan, orderTransactionsChargebackReversedEventPlan, orderTransactionsDetailsUpdatedEventPlan, orderTransactionsRefundCompletedEventPlan, orderTransactionsUpdatedEventPlan, orderUpdatedEventPlan, ordersSettingsUpdatedEventPlan, shippingOptionCreatedEventPlan, shippingOptionDeletedEventPlan, shippingOptionUpdatedEventPlan, shippoConfigurationCreatedEventPlan, shippoConfigurationDeletedEventPlan, shippoConfigurationUpdatedEventPlan, subscriptionContractCreatedEventPlan, subscriptionContractDeletedEventPlan, subscriptionContractUpdatedEventPlan, taxGroupCreatedEventPlan, taxGroupDeletedEventPlan, taxGroupUpdatedEventPlan, taxRegionCreatedEventPlan, taxRegionDeletedEventPlan, taxRegionUpdatedEventPlan } from './conversion-plans.js';
import { ecomService } from './service-info.js';

/**
 * Triggered when an abandoned checkout is created.
 *
 * Event type `wix.ecom.v1.abandoned_checkout_created`.
 */
export const onAbandonedCheckoutCreated = /* @__PURE__ */ defineEvent<AbandonedCheckoutCreatedEvent>(ecomService, {
  module: 'abandonedCheckouts',
  name: 'onAbandonedCheckoutCreated',
  type: 'wix.ecom.v1.abandoned_checkout_created',
  plan: abandonedCheckoutCreatedEventPlan,
});

/**
 * Triggered when an abandoned checkout is deleted.
 *
 * Event type `wix.ecom.v1.abandoned_checkout_deleted`.
 */
export const onAbandonedCheckoutDeleted = /* @__PURE__ */ defineEvent<AbandonedCheckoutDeletedEvent>(ecomService, {
  module: 'abandonedCheckouts',
  name: 'onAbandonedCheckoutDeleted',
  type: 'wix.ecom.v1.abandoned_checkout_deleted',
  plan: abandonedCheckoutDeletedEventPlan,
});

/**
 * Triggered when an abandoned checkout is recovered.
 *
 * Event type `wix.ecom.v1.abandoned_checkout_recovered`.
 */
export const onAbandonedCheckoutRecovered = /* @__PURE__ */ defineEvent<AbandonedCheckoutRecoveredEvent>(ecomService, {
  module: 'abandonedCheckouts',
  name: 'onAbandonedCheckoutRecovered',
  type: 'wix.ecom.v1.abandoned_checkout_recovered',
  plan: abandonedCheckoutRecoveredEventPlan,
});

/**
 * Triggered when an abandoned checkout is updated.
 *
 * Event type `wix.ecom.v1.abandoned_checkout_updated`.
 */
export const onAbandonedCheckoutUpdated = /* @__PURE__ */ defineEvent<AbandonedCheckoutUpdatedEvent>(ecomService, {
  module: 'abandonedCheckouts',
  name: 'onAbandonedCheckoutUpdated',
  type: 'wix.ecom.v1.abandoned_checkout_updated',
  plan: abandonedCheckoutUpdatedEventPlan,
});

/**
 * Triggered when a back in stock notification request is created.
 *
 * Event type `wix.ecom.v1.back_in_stock_notification_request_created`.
 */
export const onBackInStockNotificationRequestCreated = /* @__PURE__ */ defineEvent<BackInStockNotificationRequestCreatedEvent>(ecomService, {
  module: 'backInStockNotifications',
  name: 'onBackInStockNotificationRequestCreated',
  type: 'wix.ecom.v1.back_in_stock_notification_request_created',
  plan: backInStockNotificationRequestCreatedEventPlan,
});

/**
 * Triggered when a back in stock notification request is deleted.
 *
 * Event type `wix.ecom.v1.back_in_stock_notification_request_deleted`.
 */
export const onBackInStockNotificationRequestDeleted = /* @__PURE__ */ defineEvent<BackInStockNotificationRequestDeletedEvent>(ecomService, {
  module: 'backInStockNotifications',
  name: 'onBackInStockNotificationRequestDeleted',
  type: 'wix.ecom.v1.back_in_stock_notification_request_deleted',
  plan: backInStockNotificationRequestDeletedEventPlan,
});

/**
 * Triggered when a back in stock notification request is updated.
 *
 * Event type `wix.ecom.v1.back_in_stock_notification_request_updated`.
 */
export const onBackInStockNotificationRequestUpdated = /* @__PURE__ */ defineEvent<BackInStockNotificationRequestUpdatedEvent>(ecomService, {
  module: 'backInStockNotifications',
  name: 'onBackInStockNotificationRequestUpdated',
  type: 'wix.ecom.v1.back_in_stock_notification_request_updated',
  plan: backInStockNotificationRequestUpdatedEventPlan,
});

/**
 * Triggered when an order created from a checkout is paid for, or when a checkout is marked as completed.
 *
 * Event type `wix.ecom.v1.checkout_completed`.
 */
export const onCheckoutCompleted = /* @__PURE__ */ defineEvent<CheckoutCompletedEvent>(ecomService, {
  module: 'checkout',
  name: 'onCheckoutCompleted',
  type: 'wix.ecom.v1.checkout_completed',
  plan: checkoutCompletedEventPlan,
});

/**
 * Triggered when a checkout is created.
 *
 * Event type `wix.ecom.v1.checkout_created`.
 */
export const onCheckoutCreated = /* @__PURE__ */ defineEvent<CheckoutCreatedEvent>(ecomService, {
  module: 'checkout',
  name: 'onCheckoutCreated',
  type: 'wix.ecom.v1.checkout_created',
  plan: checkoutCreatedEventPlan,
});

/**
 * Triggered when a checkout is deleted.
 *
 * Event type `wix.ecom.v1.checkout_deleted`.
 */
export const onCheckoutDeleted = /* @__PURE__ */ defineEvent<CheckoutDeletedEvent>(ecomService, {
  module: 'checkout',
  name: 'onCheckoutDeleted',
  type: 'wix.ecom.v1.checkout_deleted',
  plan: checkoutDeletedEventPlan,
});

/**
 * Triggered when the checkout settings are updated.
 *
 * Event type `wix.ecom.v1.checkout_settings_updated`.
 */
export const onCheckoutSettingsUpdated = /* @__PURE__ */ defineEvent<CheckoutSettingsUpdatedEvent>(ecomService, {
  module: 'checkoutSettings',
  name: 'onCheckoutSettingsUpdated',
  type: 'wix.ecom.v1.checkout_settings_updated',
  plan: checkoutSettingsUpdatedEventPlan,
});

/**
 * Triggered when a checkout template is created.
 *
 * Event type `wix.ecom.v1.checkout_template_created`.
 */
export const onCheckoutTemplateCreated = /* @__PURE__ */ defineEvent<CheckoutTemplateCreatedEvent>(ecomService, {
  module: 'checkoutTemplates',
  name: 'onCheckoutTemplateCreated',
  type: 'wix.ecom.v1.checkout_template_created',
  plan: checkoutTemplateCreatedEventPlan,
});

/**
 * Triggered when a checkout template is deleted.
 *
 * Event type `wix.ecom.v1.checkout_template_deleted`.
 */
export const onCheckoutTemplateDeleted = /* @__PURE__ */ defineEvent<CheckoutTemplateDeletedEvent>(ecomService, {
  module: 'checkoutTemplates',
  name: 'onCheckoutTemplateDeleted',
  type: 'wix.ecom.v1.checkout_template_deleted',
  plan: checkoutTemplateDeletedEventPlan,
});

/**
 * Triggered when a checkout template is updated.
 *
 * Event type `wix.ecom.v1.checkout_template_updated`.
 */
export const onCheckoutTemplateUpdated = /* @__PURE__ */ defineEvent<CheckoutTemplateUpdatedEvent>(ecomService, {
  module: 'checkoutTemplates',
  name: 'onCheckoutTemplateUpdated',
  type: 'wix.ecom.v1.checkout_template_updated',
  plan: checkoutTemplateUpdatedEventPlan,
});

/**
 * Triggered when a checkout template is used.
 *
 * Event type `wix.ecom.v1.checkout_template_used`.
 */
export const onCheckoutTemplateUsed = /* @__PURE__ */ defineEvent<CheckoutTemplateUsedEvent>(ecomService, {
  module: 'checkoutTemplates',
  name: 'onCheckoutTemplateUsed',
  type: 'wix.ecom.v1.checkout_template_used',
  plan: checkoutTemplateUsedEventPlan,
});

/**
 * Triggered when a checkout is updated.
 *
 * Event type `wix.ecom.v1.checkout_updated`.
 */
export const onCheckoutUpdated = /* @__PURE__ */ defineEvent<CheckoutUpdatedEvent>(ecomService, {
  module: 'checkout',
  name: 'onCheckoutUpdated',
  type: 'wix.ecom.v1.checkout_updated',
  plan: checkoutUpdatedEventPlan,
});

/**
 * Triggered when a discount rule is created.
 *
 * Event type `wix.ecom.discounts.v1.discount_rule_created`.
 */
export const onDiscountRuleCreated = /* @__PURE__ */ defineEvent<DiscountRuleCreatedEvent>(ecomService, {
  module: 'discountRules',
  name: 'onDiscountRuleCreated',
  type: 'wix.ecom.discounts.v1.discount_rule_created',
  plan: discountRuleCreatedEventPlan,
});

/**
 * Triggered when a discount rule is deleted.
 *
 * Event type `wix.ecom.discounts.v1.discount_rule_deleted`.
 */
export const onDiscountRuleDeleted = /* @__PURE__ */ defineEvent<DiscountRuleDeletedEvent>(ecomService, {
  module: 'discountRules',
  name: 'onDiscountRuleDeleted',
  type: 'wix.ecom.discounts.v1.discount_rule_deleted',
  plan: discountRuleDeletedEventPlan,
});

/**
 * Triggered when a discount rule is updated.
 *
 * Event type `wix.ecom.discounts.v1.discount_rule_updated`.
 */
export const onDiscountRuleUpdated = /* @__PURE__ */ defineEvent<DiscountRuleUpdatedEvent>(ecomService, {
  module: 'discountRules',
  name: 'onDiscountRuleUpdated',
  type: 'wix.ecom.discounts.v1.discount_rule_updated',
  plan: discountRuleUpdatedEventPlan,
});

/**
 * Triggered when an order's fulfillments are created, updated or deleted.
 *
 * Event type `wix.ecom.v1.fulfillments_updated`.
 */
export const onFulfillmentsUpdated = /* @__PURE__ */ defineEvent<FulfillmentsUpdatedEvent>(ecomService, {
  module: 'orderFulfillments',
  name: 'onFulfillmentsUpdated',
  type: 'wix.ecom.v1.fulfillments_updated',
  plan: fulfillmentsUpdatedEventPlan,
});

/**
 * Triggered when an order is approved (its status becomes `APPROVED`).
 *
 * Event type `wix.ecom.v1.order_approved`.
 */
export const onOrderApproved = /* @__PURE__ */ defineEvent<OrderApprovedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderApproved',
  type: 'wix.ecom.v1.order_approved',
  plan: orderApprovedEventPlan,
});

/**
 * Triggered when an order is canceled.
 *
 * Event type `wix.ecom.v1.order_canceled`.
 */
export const onOrderCanceled = /* @__PURE__ */ defineEvent<OrderCanceledEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderCanceled',
  type: 'wix.ecom.v1.order_canceled',
  plan: orderCanceledEventPlan,
});

/**
 * Triggered when draft order changes are committed to an order.
 *
 * Event type `wix.ecom.v1.order_committed`.
 */
export const onOrderCommitted = /* @__PURE__ */ defineEvent<OrderCommittedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderCommitted',
  type: 'wix.ecom.v1.order_committed',
  plan: orderCommittedEventPlan,
});

/**
 * Triggered when an order is created.
 *
 * Event type `wix.ecom.v1.order_created`.
 */
export const onOrderCreated = /* @__PURE__ */ defineEvent<OrderCreatedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderCreated',
  type: 'wix.ecom.v1.order_created',
  plan: orderCreatedEventPlan,
});

/**
 * Triggered when an order's fulfillment status changes to fulfilled.
 *
 * Event type `wix.ecom.v1.order_fulfilled`.
 */
export const onOrderFulfilled = /* @__PURE__ */ defineEvent<OrderFulfilledEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderFulfilled',
  type: 'wix.ecom.v1.order_fulfilled',
  plan: orderFulfilledEventPlan,
});

/**
 * Triggered when an order is imported with the order import API.
 *
 * Event type `wix.ecom.v1.order_imported`.
 */
export const onOrderImported = /* @__PURE__ */ defineEvent<OrderImportedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderImported',
  type: 'wix.ecom.v1.order_imported',
  plan: orderImportedEventPlan,
});

/**
 * Triggered when an imported order is deleted.
 *
 * Event type `wix.ecom.v1.order_imported_order_deleted`.
 */
export const onOrderImportedOrderDeleted = /* @__PURE__ */ defineEvent<OrderImportedOrderDeletedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderImportedOrderDeleted',
  type: 'wix.ecom.v1.order_imported_order_deleted',
  plan: orderImportedOrderDeletedEventPlan,
});

/**
 * Triggered when an order's payment status changes.
 *
 * Event type `wix.ecom.v1.order_payment_status_updated`.
 */
export const onOrderPaymentStatusUpdated = /* @__PURE__ */ defineEvent<OrderPaymentStatusUpdatedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderPaymentStatusUpdated',
  type: 'wix.ecom.v1.order_payment_status_updated',
  plan: orderPaymentStatusUpdatedEventPlan,
});

/**
 * Triggered when the orders settings are updated.
 *
 * Event type `wix.ecom.v1.orders_settings_updated`.
 */
export const onOrdersSettingsUpdated = /* @__PURE__ */ defineEvent<OrdersSettingsUpdatedEvent>(ecomService, {
  module: 'ordersSettings',
  name: 'onOrdersSettingsUpdated',
  type: 'wix.ecom.v1.orders_settings_updated',
  plan: ordersSettingsUpdatedEventPlan,
});

/**
 * Triggered when a chargeback of an order payment is approved (the money was taken back).
 *
 * Event type `wix.ecom.v1.order_transactions_chargeback_approved`.
 */
export const onOrderTransactionsChargebackApproved = /* @__PURE__ */ defineEvent<OrderTransactionsChargebackApprovedEvent>(ecomService, {
  module: 'orderTransactions',
  name: 'onOrderTransactionsChargebackApproved',
  type: 'wix.ecom.v1.order_transactions_chargeback_approved',
  plan: orderTransactionsChargebackApprovedEventPlan,
});

/**
 * Triggered when a chargeback of an order payment is reversed (the money was returned to the merchant).
 *
 * Event type `wix.ecom.v1.order_transactions_chargeback_reversed`.
 */
export const onOrderTransactionsChargebackReversed = /* @__PURE__ */ defineEvent<OrderTransactionsChargebackReversedEvent>(ecomService, {
  module: 'orderTransactions',
  name: 'onOrderTransactionsChargebackReversed',
  type: 'wix.ecom.v1.order_transactions_chargeback_reversed',
  plan: orderTransactionsChargebackReversedEventPlan,
});

/**
 * Triggered when details of an order's payments or refunds are updated.
 *
 * Event type `wix.ecom.v1.order_transactions_details_updated`.
 */
export const onOrderTransactionsDetailsUpdated = /* @__PURE__ */ defineEvent<OrderTransactionsDetailsUpdatedEvent>(ecomService, {
  module: 'orderTransactions',
  name: 'onOrderTransactionsDetailsUpdated',
  type: 'wix.ecom.v1.order_transactions_details_updated',
  plan: orderTransactionsDetailsUpdatedEventPlan,
});

/**
 * Triggered when a refund of order payments is completed.
 *
 * Event type `wix.ecom.v1.order_transactions_refund_completed`.
 */
export const onOrderTransactionsRefundCompleted = /* @__PURE__ */ defineEvent<OrderTransactionsRefundCompletedEvent>(ecomService, {
  module: 'orderTransactions',
  name: 'onOrderTransactionsRefundCompleted',
  type: 'wix.ecom.v1.order_transactions_refund_completed',
  plan: orderTransactionsRefundCompletedEventPlan,
});

/**
 * Triggered when an order's payments or refunds are added or updated.
 *
 * Event type `wix.ecom.v1.order_transactions_updated`.
 */
export const onOrderTransactionsUpdated = /* @__PURE__ */ defineEvent<OrderTransactionsUpdatedEvent>(ecomService, {
  module: 'orderTransactions',
  name: 'onOrderTransactionsUpdated',
  type: 'wix.ecom.v1.order_transactions_updated',
  plan: orderTransactionsUpdatedEventPlan,
});

/**
 * Triggered when an order is updated.
 *
 * Event type `wix.ecom.v1.order_updated`.
 */
export const onOrderUpdated = /* @__PURE__ */ defineEvent<OrderUpdatedEvent>(ecomService, {
  module: 'orders',
  name: 'onOrderUpdated',
  type: 'wix.ecom.v1.order_updated',
  plan: orderUpdatedEventPlan,
});

/**
 * Triggered when a shipping option is created.
 *
 * Event type `wix.ecom.v1.shipping_option_created`.
 */
export const onShippingOptionCreated = /* @__PURE__ */ defineEvent<ShippingOptionCreatedEvent>(ecomService, {
  module: 'shippingOptions',
  name: 'onShippingOptionCreated',
  type: 'wix.ecom.v1.shipping_option_created',
  plan: shippingOptionCreatedEventPlan,
});

/**
 * Triggered when a shipping option is deleted.
 *
 * Event type `wix.ecom.v1.shipping_option_deleted`.
 */
export const onShippingOptionDeleted = /* @__PURE__ */ defineEvent<ShippingOptionDeletedEvent>(ecomService, {
  module: 'shippingOptions',
  name: 'onShippingOptionDeleted',
  type: 'wix.ecom.v1.shipping_option_deleted',
  plan: shippingOptionDeletedEventPlan,
});

/**
 * Triggered when a shipping option is updated.
 *
 * Event type `wix.ecom.v1.shipping_option_updated`.
 */
export const onShippingOptionUpdated = /* @__PURE__ */ defineEvent<ShippingOptionUpdatedEvent>(ecomService, {
  module: 'shippingOptions',
  name: 'onShippingOptionUpdated',
  type: 'wix.ecom.v1.shipping_option_updated',
  plan: shippingOptionUpdatedEventPlan,
});

/**
 * Triggered when a shippo configuration is created.
 *
 * Event type `wix.ecom.v1.shippo_configuration_created`.
 */
export const onShippoConfigurationCreated = /* @__PURE__ */ defineEvent<ShippoConfigurationCreatedEvent>(ecomService, {
  module: 'shippoConfigurations',
  name: 'onShippoConfigurationCreated',
  type: 'wix.ecom.v1.shippo_configuration_created',
  plan: shippoConfigurationCreatedEventPlan,
});

/**
 * Triggered when a shippo configuration is deleted.
 *
 * Event type `wix.ecom.v1.shippo_configuration_deleted`.
 */
export const onShippoConfigurationDeleted = /* @__PURE__ */ defineEvent<ShippoConfigurationDeletedEvent>(ecomService, {
  module: 'shippoConfigurations',
  name: 'onShippoConfigurationDeleted',
  type: 'wix.ecom.v1.shippo_configuration_deleted',
  plan: shippoConfigurationDeletedEventPlan,
});

/**
 * Triggered when a shippo configuration is updated.
 *
 * Event type `wix.ecom.v1.shippo_configuration_updated`.
 */
export const onShippoConfigurationUpdated = /* @__PURE__ */ defineEvent<ShippoConfigurationUpdatedEvent>(ecomService, {
  module: 'shippoConfigurations',
  name: 'onShippoConfigurationUpdated',
  type: 'wix.ecom.v1.shippo_configuration_updated',
  plan: shippoConfigurationUpdatedEventPlan,
});

/**
 * Triggered when a subscription contract is created.
 *
 * Event type `wix.ecom.subscription_contracts.v1.subscription_contract_created`.
 */
export const onSubscriptionContractCreated = /* @__PURE__ */ defineEvent<SubscriptionContractCreatedEvent>(ecomService, {
  module: 'subscriptionContracts',
  name: 'onSubscriptionContractCreated',
  type: 'wix.ecom.subscription_contracts.v1.subscription_contract_created',
  plan: subscriptionContractCreatedEventPlan,
});

/**
 * Triggered when a subscription contract is deleted.
 *
 * Event type `wix.ecom.subscription_contracts.v1.subscription_contract_deleted`.
 */
export const onSubscriptionContractDeleted = /* @__PURE__ */ defineEvent<SubscriptionContractDeletedEvent>(ecomService, {
  module: 'subscriptionContracts',
  name: 'onSubscriptionContractDeleted',
  type: 'wix.ecom.subscription_contracts.v1.subscription_contract_deleted',
  plan: subscriptionContractDeletedEventPlan,
});

/**
 * Triggered when a subscription contract is updated.
 *
 * Event type `wix.ecom.subscription_contracts.v1.subscription_contract_updated`.
 */
export const onSubscriptionContractUpdated = /* @__PURE__ */ defineEvent<SubscriptionContractUpdatedEvent>(ecomService, {
  module: 'subscriptionContracts',
  name: 'onSubscriptionContractUpdated',
  type: 'wix.ecom.subscription_contracts.v1.subscription_contract_updated',
  plan: subscriptionContractUpdatedEventPlan,
});

/**
 * Triggered when a tax group is created.
 *
 * Event type `wix.billing.v1.tax_group_created`.
 */
export const onTaxGroupCreated = /* @__PURE__ */ defineEvent<TaxGroupCreatedEvent>(ecomService, {
  module: 'taxGroups',
  name: 'onTaxGroupCreated',
  type: 'wix.billing.v1.tax_group_created',
  plan: taxGroupCreatedEventPlan,
});

/**
 * Triggered when a tax group is deleted.
 *
 * Event type `wix.billing.v1.tax_group_deleted`.
 */
export const onTaxGroupDeleted = /* @__PURE__ */ defineEvent<TaxGroupDeletedEvent>(ecomService, {
  module: 'taxGroups',
  name: 'onTaxGroupDeleted',
  type: 'wix.billing.v1.tax_group_deleted',
  plan: taxGroupDeletedEventPlan,
});

/**
 * Triggered when a tax group is updated.
 *
 * Event type `wix.billing.v1.tax_group_updated`.
 */
export const onTaxGroupUpdated = /* @__PURE__ */ defineEvent<TaxGroupUpdatedEvent>(ecomService, {
  module: 'taxGroups',
  name: 'onTaxGroupUpdated',
  type: 'wix.billing.v1.tax_group_updated',
  plan: taxGroupUpdatedEventPlan,
});

/**
 * Triggered when a tax region is created.
 *
 * Event type `wix.billing.v1.tax_region_created`.
 */
export const onTaxRegionCreated = /* @__PURE__ */ defineEvent<TaxRegionCreatedEvent>(ecomService, {
  module: 'taxRegions',
  name: 'onTaxRegionCreated',
  type: 'wix.billing.v1.tax_region_created',
  plan: taxRegionCreatedEventPlan,
});

/**
 * Triggered when a tax region is deleted.
 *
 * Event type `wix.billing.v1.tax_region_deleted`.
 */
export const onTaxRegionDeleted = /* @__PURE__ */ defineEvent<TaxRegionDeletedEvent>(ecomService, {
  module: 'taxRegions',
  name: 'onTaxRegionDeleted',
  type: 'wix.billing.v1.tax_region_deleted',
  plan: taxRegionDeletedEventPlan,
});

/**
 * Triggered when a tax region is updated.
 *
 * Event type `wix.billing.v1.tax_region_updated`.
 */
export const onTaxRegionUpdated = /* @__PURE__ */ defineEvent<TaxRegionUpdatedEvent>(ecomService, {
  module: 'taxRegions',
  name: 'onTaxRegionUpdated',
  type: 'wix.billing.v1.tax_region_updated',
  plan: taxRegionUpdatedEventPlan,
});
