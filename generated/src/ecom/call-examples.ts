// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  addToCheckout: [
    {
      name: 'addGiftWrap',
      summary: 'Add gift wrapping as a custom line item',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: {
          customLineItems: [
            {
              quantity: 1,
              price: '5.00',
              productName: { original: 'Gift wrapping', translated: 'Gift wrapping' },
              descriptionLines: [
                {
                  name: { original: 'Paper', translated: 'Paper' },
                  plainText: { original: 'Kraft with twine', translated: 'Kraft with twine' },
                },
              ],
              itemType: { preset: 'PHYSICAL' },
              physicalProperties: { shippable: true, sku: 'GIFT-WRAP' },
              taxableAddress: { addressType: 'SHIPPING' },
            },
          ],
        },
      },
    },
    {
      name: 'addWorkshop',
      summary: 'Add a Wix Bookings workshop',
      request: {
        path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' },
        query: {},
        header: {},
        body: {
          lineItems: [
            {
              quantity: 1,
              catalogReference: {
                catalogItemId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
                appId: '13d21c63-b5ec-5912-8397-c3a5ddb27a97',
              },
            },
          ],
        },
      },
    },
  ],
  createCheckout: [
    {
      name: 'catalogItems',
      summary: 'Two Wix Stores products, shipping to New York, with a coupon',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          channelType: 'WEB',
          lineItems: [
            {
              quantity: 1,
              catalogReference: {
                catalogItemId: 'c8539b66-7a44-fe18-affc-afec4be8562a',
                appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
                options: { variantId: '00000000-0000-0000-0000-000000000000' },
              },
            },
            {
              quantity: 2,
              catalogReference: {
                catalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e',
                appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
                options: { variantId: '00000000-0000-0020-0005-ad9cdc10d3b8' },
              },
            },
          ],
          checkoutInfo: {
            billingInfo: {
              address: {
                country: 'US',
                subdivision: 'US-NY',
                city: 'New York',
                postalCode: '10011',
                streetAddress: { number: '235', name: 'W 23rd St' },
                addressLine: '235 W 23rd St',
                addressLine2: 'Apt 4B',
                geocode: { latitude: 40.7443, longitude: -73.9962 },
                countryFullname: 'United States',
                subdivisionFullname: 'New York',
              },
              contactDetails: {
                firstName: 'Dana',
                lastName: 'Whitfield',
                phone: '+12125550187',
                company: 'Whitfield Studio',
              },
            },
            shippingInfo: {
              shippingDestination: {
                address: {
                  country: 'US',
                  subdivision: 'US-NY',
                  city: 'New York',
                  postalCode: '10011',
                  streetAddress: { number: '235', name: 'W 23rd St' },
                  addressLine: '235 W 23rd St',
                  addressLine2: 'Apt 4B',
                  geocode: { latitude: 40.7443, longitude: -73.9962 },
                  countryFullname: 'United States',
                  subdivisionFullname: 'New York',
                },
                contactDetails: {
                  firstName: 'Dana',
                  lastName: 'Whitfield',
                  phone: '+12125550187',
                  company: 'Whitfield Studio',
                },
              },
              selectedCarrierServiceOption: { code: 'usps_priority' },
            },
            buyerInfo: { email: 'dana.whitfield@example.com' },
            buyerNote: 'Please grind nothing - I grind at home. Thanks!',
            customFields: [{ title: 'Gift message', value: 'Happy birthday, Sam!' }],
          },
          couponCode: 'SUMMER10',
          overrideCheckoutUrl: 'https://www.chelseabeans.example/custom-checkout',
        },
      },
    },
    {
      name: 'customItemAndGiftCard',
      summary: 'A custom gift-wrap line and a product, paying part with a gift card',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          channelType: 'POS',
          lineItems: [
            {
              quantity: 1,
              catalogReference: {
                catalogItemId: 'c8539b66-7a44-fe18-affc-afec4be8562a',
                appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
                options: { variantId: '00000000-0000-0000-0000-000000000000' },
              },
            },
          ],
          customLineItems: [
            {
              quantity: 1,
              price: '5.00',
              productName: { original: 'Gift wrapping', translated: 'Gift wrapping' },
              descriptionLines: [
                {
                  name: { original: 'Paper', translated: 'Paper' },
                  plainText: { original: 'Kraft with twine', translated: 'Kraft with twine' },
                },
              ],
              itemType: { preset: 'PHYSICAL' },
              physicalProperties: { shippable: true, sku: 'GIFT-WRAP' },
              taxableAddress: { addressType: 'SHIPPING' },
            },
          ],
          giftCardCode: 'GC-7Q4M-3F7K',
          giftCardRedeemAmount: '20.00',
        },
      },
    },
    {
      name: 'subscription',
      summary: 'A monthly coffee subscription',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          channelType: 'WEB',
          lineItems: [
            {
              quantity: 1,
              catalogReference: {
                catalogItemId: '91f7ac8b-2baa-289c-aa50-6d64764f35d3',
                appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
                options: { subscriptionOptionId: '2f6a8c0e-4b6d-4f8a-9c2e-4a6c8e0b2d35' },
              },
            },
          ],
        },
      },
    },
  ],
  createOrderAndCharge: [
    {
      name: 'chargeCard',
      summary: 'Charge a tokenized card',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: {
          paymentToken: 'tok_4f8a2c6e0b1d3e5f',
          savePaymentMethod: false,
          delayCapture: false,
          inAppPurchase: false,
        },
      },
    },
  ],
  createOrderFromCheckout: [
    {
      name: 'authorizeOnly',
      summary: 'Authorize now and capture later, saving the card',
      request: {
        path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' },
        query: {},
        header: {},
        body: { savePaymentMethod: true, delayCapture: true },
      },
    },
    {
      name: 'placeOrder',
      summary: 'Place the order; the payment is captured immediately',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: { savePaymentMethod: false, delayCapture: false, inAppPurchase: false },
      },
    },
    {
      name: 'subscription',
      summary: 'A subscription checkout creates a subscription',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: { savePaymentMethod: true },
      },
    },
  ],
  getCheckout: [
    {
      name: 'shippingCheckout',
      request: { path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' }, query: {}, header: {} },
    },
    {
      name: 'withIssues',
      request: { path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' }, query: {}, header: {} },
    },
  ],
  getCheckoutByCartId: [
    {
      name: 'fromCart',
      request: { path: { id: '5a1c9e7b-3d2f-4a8c-b6e1-0f4d7a2c9b13' }, query: {}, header: {} },
    },
  ],
  getCheckoutPaymentSettings: [
    {
      name: 'manualBlocked',
      request: { path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' }, query: {}, header: {} },
    },
    {
      name: 'noneBlocked',
      request: { path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' }, query: {}, header: {} },
    },
  ],
  getCheckoutUrl: [
    {
      name: 'overridden',
      request: { path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' }, query: {}, header: {} },
    },
    {
      name: 'sitePage',
      request: { path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' }, query: {}, header: {} },
    },
  ],
  getWixCheckoutUrl: [
    {
      name: 'sitePage',
      request: { path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' }, query: {}, header: {} },
    },
  ],
  markCheckoutAsCompleted: [
    {
      name: 'externalOrder',
      summary: 'Completed by an order placed elsewhere',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
      },
    },
  ],
  markCheckoutAsCompletedAndRedirectToUrl: [
    {
      name: 'thankYouPage',
      request: {
        path: {},
        query: {
          token: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJjaGVja291dElkIjoiZTNjMmE4ZjQtNmIxZC00YzdlLTlmMmEtMWQ1YjhjM2U3YTkwIn0.c2lnbmF0dXJl',
        },
        header: {},
      },
    },
  ],
  removeCoupon: [
    {
      name: 'couponRemoved',
      request: { path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' }, query: {}, header: {} },
    },
  ],
  removeGiftCard: [
    {
      name: 'giftCardRemoved',
      request: { path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' }, query: {}, header: {} },
    },
  ],
  removeLineItems: [
    {
      name: 'removeBeans',
      summary: 'Remove the coffee beans',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: { lineItemIds: ['6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46'] },
      },
    },
  ],
  removeOverrideCheckoutUrl: [
    {
      name: 'urlRemoved',
      request: { path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' }, query: {}, header: {} },
    },
  ],
  updateCheckout: [
    {
      name: 'giftCardAndMembership',
      summary: 'Apply a gift card and select a membership for the workshop',
      request: {
        path: { id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27' },
        query: {},
        header: {},
        body: {
          checkout: {
            id: 'a7d4e1b9-2c6f-4a3e-8b5d-9f0c3e6a1b27',
            membershipOptions: {
              selectedMemberships: {
                memberships: [
                  {
                    id: 'a2c4e6f8-0b1d-4e3f-9a5c-7d9b1f3e5a68',
                    appId: '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3',
                    lineItemIds: ['8e5c2a7f-1d9b-4f3e-a6c8-5b2d0e4f7a13'],
                  },
                ],
              },
            },
          },
          giftCardCode: 'GC-7Q4M-3F7K',
          giftCardRedeemAmount: '20.00',
        },
      },
    },
    {
      name: 'pickupAndCoupon',
      summary: 'Switch to store pickup and apply a coupon',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: {
          checkout: {
            id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90',
            shippingInfo: { selectedCarrierServiceOption: { code: 'chelsea_store_pickup' } },
            buyerNote: 'I will pick it up on Thursday.',
          },
          couponCode: 'SUMMER10',
        },
      },
    },
  ],
  updateLineItemsQuantity: [
    {
      name: 'threeBags',
      summary: 'Three bags of beans instead of two',
      request: {
        path: { id: 'e3c2a8f4-6b1d-4c7e-9f2a-1d5b8c3e7a90' },
        query: {},
        header: {},
        body: { lineItems: [{ id: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 3 }] },
      },
    },
  ],
  getOrderRefundability: [
    {
      name: 'partlyRefunded',
      summary: 'A card payment with one bag already refunded, and a gift card payment that is not refundable',
      request: {
        path: {},
        query: {},
        header: {},
        body: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
      },
    },
  ],
  refundPayments: [
    {
      name: 'cashRefund',
      summary: 'Record a cash refund given at the counter',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36',
          paymentRefunds: [
            {
              paymentId: '8b0d2f4a-6c8e-4a1b-9d3f-5e7a9c1b3d57',
              amount: { amount: '9.80' },
              externalRefund: true,
              externalRefundInfo: { refundStatus: 'SUCCEEDED' },
            },
          ],
          customerReason: 'eBook bought by mistake.',
        },
      },
    },
    {
      name: 'tornBag',
      summary: 'Refund one torn bag of beans, restock it and email the buyer',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24',
          paymentRefunds: [
            {
              paymentId: 'f2b8d4a6-1c3e-4a9f-8d7b-6e5c0a2f1b93',
              amount: { amount: '18.50' },
            },
          ],
          refundItems: {
            lineItems: [{ lineItemId: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 1 }],
          },
          sideEffects: {
            restock: {
              lineItems: [
                {
                  lineItemId: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46',
                  quantity: 1,
                  restockLocations: [{ locationId: '0e2a4c6e-8b0d-4f2a-9c4e-6b8d0f2a4c15', quantity: 1 }],
                },
              ],
            },
            notifications: { sendCustomerEmail: true, customMessage: 'Sorry about the torn bag!' },
          },
          customerReason: 'One bag arrived torn.',
          locationId: '0e2a4c6e-8b0d-4f2a-9c4e-6b8d0f2a4c15',
        },
      },
    },
  ],
  bulkCreateFulfillments: [
    {
      name: 'twoShipments',
      summary: 'Ship two orders in one call',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          ordersWithFulfillments: [
            {
              orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24',
              fulfillments: [
                {
                  lineItems: [
                    { id: 'b4f1c7e2-8a3d-4e6f-9c1b-2d7a5e0f8c34', quantity: 1 },
                    { id: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 2 },
                  ],
                  trackingInfo: { trackingNumber: '9400111899223344556677', shippingProvider: 'USPS' },
                },
              ],
            },
            {
              orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36',
              fulfillments: [
                {
                  lineItems: [{ id: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 2 }],
                  trackingInfo: { trackingNumber: '1Z999AA10123456784', shippingProvider: 'UPS' },
                },
              ],
            },
          ],
        },
      },
    },
  ],
  createFulfillment: [
    {
      name: 'localCourier',
      summary: 'Hand the beans to a local courier (custom info)',
      request: {
        path: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
        body: {
          fulfillment: {
            lineItems: [{ id: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 2 }],
            customInfo: { fieldsData: { courier: 'Chelsea Bikes', driver: 'Ana' } },
          },
        },
      },
    },
    {
      name: 'usps',
      summary: 'Ship everything with USPS',
      request: {
        path: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
        body: {
          fulfillment: {
            lineItems: [
              { id: 'b4f1c7e2-8a3d-4e6f-9c1b-2d7a5e0f8c34', quantity: 1 },
              { id: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 2 },
            ],
            trackingInfo: {
              trackingNumber: '9400111899223344556677',
              shippingProvider: 'USPS',
              trackingLink: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
            },
          },
        },
      },
    },
  ],
  deleteFulfillment: [
    {
      name: 'removeCourier',
      request: {
        path: {
          fulfillmentId: '6e8a0c2e-4b6d-4f8a-9c1e-3a5c7e9b1d80',
          orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24',
        },
        query: {},
        header: {},
      },
    },
  ],
  listFulfillmentsForMultipleOrders: [
    {
      name: 'twoOrders',
      summary: 'One shipped order, one not fulfilled yet',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          orderIds: ['9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24', '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36'],
        },
      },
    },
  ],
  listFulfillmentsForSingleOrder: [
    {
      name: 'shipped',
      request: {
        path: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
      },
    },
  ],
  updateFulfillment: [
    {
      name: 'fixTracking',
      summary: 'Correct the tracking number',
      request: {
        path: {
          fulfillmentId: '3b7d1f9a-5c2e-4e8b-a6d4-9f0c1e3a7b52',
          orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24',
        },
        query: {},
        header: {},
        body: {
          fulfillment: {
            id: '3b7d1f9a-5c2e-4e8b-a6d4-9f0c1e3a7b52',
            trackingInfo: { trackingNumber: '9400111899223344556688', shippingProvider: 'USPS' },
          },
        },
      },
    },
  ],
  addActivities: [
    {
      name: 'commentAndTicket',
      summary: 'A merchant comment and a custom activity from a support app',
      request: {
        path: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
        body: {
          orderActivities: [
            {
              merchantComment: { message: 'Customer asked for the dripper to be double-boxed.' },
              activityType: 'MERCHANT_COMMENT',
            },
            {
              customActivity: {
                appId: 'f8a0c2e4-6b8d-4f0a-9c2e-4b6d8f0a2c51',
                type: 'Support ticket opened',
                additionalData: { 'Ticket number': '48213' },
              },
            },
          ],
        },
      },
    },
  ],
  bulkUpdateOrders: [
    {
      name: 'archive',
      summary: 'Archive two orders',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          orders: [
            {
              order: { id: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24', archived: true },
              fieldMask: ['archived'],
            },
            {
              order: { id: '00000000-0000-4000-8000-000000000000', archived: true },
              fieldMask: ['archived'],
            },
          ],
          returnEntity: false,
        },
      },
    },
  ],
  cancelOrder: [
    {
      name: 'outOfStock',
      summary: 'Cancel, restock and tell the buyer why',
      request: {
        path: { id: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: {
          sendOrderCanceledEmail: true,
          customMessage: 'Sorry - the House Blend sold out before we could pack your order.',
          restockAllItems: true,
        },
      },
    },
  ],
  captureAuthorizedPayments: [
    {
      name: 'captureAll',
      summary: 'Capture the full authorized amount',
      request: {
        path: { ecomOrderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: {
          payments: [
            {
              paymentId: '8b0d2f4a-6c8e-4a1b-9d3f-5e7a9c1b3d57',
              amount: { amount: '50.08' },
            },
          ],
        },
      },
    },
  ],
  createOrder: [
    {
      name: 'etsySale',
      summary: 'Record a paid Etsy sale without notifying the buyer',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          order: {
            lineItems: [
              {
                productName: { original: 'House Blend Whole Beans, 1 lb' },
                catalogReference: {
                  catalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e',
                  appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
                },
                quantity: 1,
                itemType: { preset: 'PHYSICAL' },
                physicalProperties: { weight: 1, sku: 'HB-1LB-WB', shippable: true },
                price: { amount: '18.50' },
                taxInfo: { taxAmount: { amount: '1.64' }, taxRate: '0.08875' },
              },
            ],
            buyerInfo: { email: 'lee.okafor@example.com' },
            billingInfo: {
              address: {
                country: 'US',
                subdivision: 'US-NY',
                city: 'New York',
                postalCode: '10011',
                streetAddress: { number: '235', name: 'W 23rd St' },
                addressLine: '235 W 23rd St',
                addressLine2: 'Apt 4B',
                geocode: { latitude: 40.7443, longitude: -73.9962 },
                countryFullname: 'United States',
                subdivisionFullname: 'New York',
              },
              contactDetails: { firstName: 'Lee', lastName: 'Okafor' },
            },
            priceSummary: {
              subtotal: { amount: '18.50' },
              shipping: { amount: '4.99' },
              tax: { amount: '1.64' },
              discount: { amount: '0' },
              total: { amount: '25.13' },
            },
            currency: 'USD',
            paymentStatus: 'PAID',
            channelInfo: {
              type: 'ETSY',
              externalOrderId: '3198744021',
              externalOrderUrl: 'https://www.etsy.com/your/orders/sold?order_id=3198744021',
            },
            purchasedDate: '2024-06-09T18:40:00.000Z',
            weightUnit: 'LB',
            taxIncludedInPrices: false,
          },
          settings: {
            orderApprovalStrategy: 'PAYMENT_RECEIVED',
            notifications: { sendNotificationToBuyer: false, sendNotificationsToBusiness: true },
          },
        },
      },
    },
  ],
  getOrder: [
    {
      name: 'posOrder',
      request: { path: { id: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' }, query: {}, header: {} },
    },
    {
      name: 'webOrder',
      request: { path: { id: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' }, query: {}, header: {} },
    },
  ],
  getPaymentCollectabilityStatus: [
    {
      name: 'alreadyPaid',
      request: {
        path: { ecomOrderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
      },
    },
    {
      name: 'collectable',
      request: {
        path: { ecomOrderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
      },
    },
  ],
  getRefundabilityStatus: [
    {
      name: 'mixed',
      request: {
        path: { ecomOrderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
      },
    },
    {
      name: 'offline',
      request: {
        path: { ecomOrderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
      },
    },
  ],
  preparePaymentCollection: [
    {
      name: 'authorizeThenCapture',
      summary: 'Collect the POS balance, capturing automatically after 3 days',
      request: {
        path: { ecomOrderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: {
          amount: { amount: '50.08' },
          merchantInitiated: true,
          redirectUrls: {
            successUrl: 'https://www.chelseabeans.example/payment/success',
            cancelUrl: 'https://www.chelseabeans.example/payment/cancel',
            errorUrl: 'https://www.chelseabeans.example/payment/error',
            pendingUrl: 'https://www.chelseabeans.example/payment/pending',
          },
          delayedCaptureSettings: { scheduledAction: 'CAPTURE', delayDuration: { count: 3, unit: 'DAYS' } },
        },
      },
    },
  ],
  recordManuallyCollectedPayment: [
    {
      name: 'cash',
      summary: 'Paid in cash at the counter',
      request: {
        path: { orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: {
          amount: { amount: '50.08' },
          userDefinedPaymentMethodName: { predefined: 'CASH' },
        },
      },
    },
    {
      name: 'venmo',
      summary: 'Paid with a custom method',
      request: {
        path: { orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: {
          amount: { amount: '20.00' },
          userDefinedPaymentMethodName: { custom: 'Venmo' },
        },
      },
    },
  ],
  searchOrders: [
    {
      name: 'posOrders',
      summary: 'Point-of-sale orders, next page',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          search: {
            filter: { 'channelInfo.type': { $in: ['POS'] } },
            cursorPaging: {
              limit: 1,
              cursor: 'eyJmaWx0ZXIiOnsiY2hhbm5lbEluZm8udHlwZSI6eyIkaW4iOlsiUE9TIl19fSwib2Zmc2V0IjoxfQ',
            },
          },
        },
      },
    },
    {
      name: 'unfulfilledPaid',
      summary: 'Paid orders not yet fulfilled, newest first',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          search: {
            filter: {
              paymentStatus: { $eq: 'PAID' },
              fulfillmentStatus: { $eq: 'NOT_FULFILLED' },
              archived: { $ne: true },
            },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            cursorPaging: { limit: 2 },
          },
        },
      },
    },
  ],
  triggerRefund: [
    {
      name: 'tornBag',
      summary: 'Refund one torn bag of beans and restock it',
      request: {
        path: { ecomOrderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
        body: {
          payments: [
            {
              paymentId: 'f2b8d4a6-1c3e-4a9f-8d7b-6e5c0a2f1b93',
              amount: { amount: '18.50' },
            },
          ],
          details: {
            lineItems: [{ lineItemId: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 1 }],
            shippingIncluded: false,
            reason: 'One bag arrived torn.',
          },
          sideEffects: {
            restockInfo: {
              type: 'SOME_ITEMS',
              items: [{ lineItemId: '6d2e9a1f-4c7b-4d3e-8a5f-1b0c9e7d2a46', quantity: 1 }],
            },
            sendOrderRefundedEmail: true,
            customMessage: 'Sorry about the torn bag!',
          },
        },
      },
    },
  ],
  updateOrder: [
    {
      name: 'recipient',
      summary: 'Send the order to the gift recipient',
      request: {
        path: { id: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
        body: {
          order: {
            id: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24',
            recipientInfo: {
              address: {
                country: 'US',
                subdivision: 'US-NY',
                city: 'New York',
                postalCode: '10011',
                streetAddress: { number: '235', name: 'W 23rd St' },
                addressLine: '235 W 23rd St',
                addressLine2: 'Apt 4B',
                geocode: { latitude: 40.7443, longitude: -73.9962 },
                countryFullname: 'United States',
                subdivisionFullname: 'New York',
              },
              contactDetails: { firstName: 'Sam', lastName: 'Whitfield', phone: '+12125550142' },
            },
            buyerNote: 'Gift for Sam - no invoice in the box, please.',
          },
        },
      },
    },
  ],
  updateOrderStatus: [
    {
      name: 'approve',
      summary: 'Approve a pending order',
      request: {
        path: { orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: { status: 'APPROVED' },
      },
    },
  ],
  voidAuthorizedPayments: [
    {
      name: 'releaseHold',
      summary: 'Release the authorization of the POS order',
      request: {
        path: { ecomOrderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: { paymentIds: ['8b0d2f4a-6c8e-4a1b-9d3f-5e7a9c1b3d57'] },
      },
    },
  ],
  addPayments: [
    {
      name: 'bankTransfer',
      summary: 'An offline bank transfer',
      request: {
        path: { orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
        body: {
          payments: [
            {
              amount: { amount: '50.08' },
              regularPaymentDetails: {
                paymentMethod: 'Bank transfer',
                offlinePayment: true,
                status: 'APPROVED',
                providerTransactionId: 'TRF-2024-06-12-118',
              },
            },
          ],
        },
      },
    },
  ],
  bulkUpdatePaymentStatuses: [
    {
      name: 'declineTwo',
      summary: 'Two bounced checks',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          paymentAndOrderIds: [
            {
              orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36',
              paymentId: 'c0e2a4c6-8e0a-4c2e-9a4c-6e8a0c2e4a73',
            },
            {
              orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24',
              paymentId: 'f2b8d4a6-1c3e-4a9f-8d7b-6e5c0a2f1b93',
            },
          ],
          status: 'DECLINED',
          returnFullEntity: false,
        },
      },
    },
  ],
  listTransactionsForMultipleOrders: [
    {
      name: 'twoOrders',
      summary: 'Transactions of two orders, one with a reversed chargeback',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          orderIds: ['9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24', '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36'],
        },
      },
    },
  ],
  listTransactionsForSingleOrder: [
    {
      name: 'authorized',
      request: {
        path: { orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36' },
        query: {},
        header: {},
      },
    },
    {
      name: 'paidAndRefunded',
      request: {
        path: { orderId: '9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24' },
        query: {},
        header: {},
      },
    },
  ],
  updatePaymentStatus: [
    {
      name: 'approveTransfer',
      summary: 'The bank transfer arrived',
      request: {
        path: {
          paymentId: 'c0e2a4c6-8e0a-4c2e-9a4c-6e8a0c2e4a73',
          orderId: '4d6f8a0c-2e4b-4d6f-8a1c-3e5b7d9f1a36',
        },
        query: {},
        header: {},
        body: { status: 'APPROVED' },
      },
    },
  ],
};
