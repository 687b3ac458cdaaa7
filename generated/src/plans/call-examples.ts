// Generated from spec/plans.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  cancelOrder: [
    {
      name: 'atNextPayment',
      summary: 'Let the buyer use the plan until the next payment date',
      request: {
        path: { orderId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b' },
        query: {},
        header: {},
        body: { effectiveAt: 'NEXT_PAYMENT_DATE' },
      },
    },
    {
      name: 'immediately',
      summary: 'End the order now',
      request: {
        path: { orderId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' },
        query: {},
        header: {},
        body: { effectiveAt: 'IMMEDIATELY' },
      },
    },
  ],
  createOfflineOrder: [
    {
      name: 'paidLater',
      summary: 'A lifetime plan sold by phone, to be paid in cash',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          planId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
          memberId: '7c9e1b3d-5f7a-4c2e-8b0d-6f8a0c2e4b6d',
          startDate: '2024-03-05T00:00:00.000Z',
          paid: false,
          couponCode: 'FRIENDS50',
          submissionId: '1a3c5e7b-9d1f-4b3d-8f5a-7c9e1b3d5f7a',
        },
      },
    },
  ],
  createOnlineOrder: [
    {
      name: 'memberCheckout',
      summary: 'A member buys the monthly plan with a coupon, starting next week',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a',
          startDate: '2024-03-11T00:00:00.000Z',
          couponCode: 'SPRING20',
          submissionId: '6c8e0a2b-4d6f-4a8c-9e0b-2d4f6a8c0e1b',
        },
      },
    },
    {
      name: 'onBehalfPos',
      summary: 'Staff sell a class pass at the front desk',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          planId: '8a1b2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d',
          onBehalf: { memberId: '7c9e1b3d-5f7a-4c2e-8b0d-6f8a0c2e4b6d', orderMethod: 'POS' },
        },
      },
    },
  ],
  getOfflineOrderPreview: [
    {
      name: 'secondGold',
      summary: 'A member who already has the plan',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a',
          memberId: '7c9e1b3d-5f7a-4c2e-8b0d-6f8a0c2e4b6d',
          startDate: '2024-04-01T00:00:00.000Z',
          couponCode: 'SPRING20',
        },
      },
    },
  ],
  getOnlineOrderPreview: [
    {
      name: 'withCoupon',
      summary: 'Preview the monthly plan with a coupon',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a',
          startDate: '2024-03-11T00:00:00.000Z',
          couponCode: 'SPRING20',
        },
      },
    },
  ],
  getPricePreview: [
    {
      name: 'withCoupon',
      summary: 'The monthly plan\'s price with a coupon',
      request: {
        path: {},
        query: {},
        header: {},
        body: { planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a', couponCode: 'SPRING20' },
      },
    },
  ],
  managementGetOrder: [
    {
      name: 'withForm',
      request: {
        path: { orderId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b' },
        query: { fieldSet: 'FULL' },
        header: {},
      },
    },
  ],
  managementListOrders: [
    {
      name: 'activeAndPaused',
      request: {
        path: {},
        query: {
          buyerIds: ['4d2b6f8a-1c3e-4a5b-9d7f-2e4a6c8b0d1f', '7c9e1b3d-5f7a-4c2e-8b0d-6f8a0c2e4b6d'],
          planIds: ['3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a'],
          autoRenewCanceled: false,
          orderStatuses: ['ACTIVE', 'PAUSED'],
          paymentStatuses: ['PAID'],
          limit: 20,
          offset: 0,
          sorting: { fieldName: 'endDate', order: 'ASC' },
          fieldSet: 'BASIC',
        },
        header: {},
      },
    },
  ],
  markAsPaid: [
    {
      name: 'cashReceived',
      request: {
        path: { orderId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' },
        query: {},
        header: {},
      },
    },
  ],
  memberGetOrder: [
    {
      name: 'myPass',
      request: {
        path: { orderId: '8e0a2c4e-6b8d-4f1a-9c3e-5a7c9e1b3d5f' },
        query: { fieldSet: 'BASIC' },
        header: {},
      },
    },
  ],
  memberListOrders: [
    {
      name: 'myActive',
      request: {
        path: {},
        query: {
          planIds: ['3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a', '8a1b2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d'],
          autoRenewCanceled: false,
          orderStatuses: ['ACTIVE'],
          paymentStatuses: ['PAID', 'NOT_APPLICABLE'],
          limit: 10,
          offset: 0,
          sorting: { fieldName: 'createdDate', order: 'DESC' },
          fieldSet: 'BASIC',
        },
        header: {},
      },
    },
  ],
  pauseOrder: [
    {
      name: 'vacation',
      request: {
        path: { orderId: '0b2d4f6a-8c0e-4b1d-a3f5-7b9d1f3a5c7e' },
        query: {},
        header: {},
      },
    },
  ],
  postponeEndDate: [
    {
      name: 'oneMoreWeek',
      summary: 'Add a week to a class pass',
      request: {
        path: { orderId: '8e0a2c4e-6b8d-4f1a-9c3e-5a7c9e1b3d5f' },
        query: {},
        header: {},
        body: { endDate: '2024-06-08T09:00:00.000Z' },
      },
    },
  ],
  requestCancellation: [
    {
      name: 'stopRenewing',
      summary: 'Stop at the next payment date',
      request: {
        path: { orderId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b' },
        query: {},
        header: {},
        body: { effectiveAt: 'NEXT_PAYMENT_DATE' },
      },
    },
  ],
  resumeOrder: [
    {
      name: 'backFromVacation',
      request: {
        path: { orderId: '0b2d4f6a-8c0e-4b1d-a3f5-7b9d1f3a5c7e' },
        query: {},
        header: {},
      },
    },
  ],
  archivePlan: [
    {
      name: 'archive',
      request: {
        path: { planId: '8a1b2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d' },
        query: {},
        header: {},
      },
    },
  ],
  clearPrimary: [{ name: 'default', request: { path: {}, query: {}, header: {} } }],
  createPlan: [
    {
      name: 'monthly',
      summary: 'A monthly subscription with a trial and a registration fee',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          plan: {
            name: 'Silver Membership',
            description: 'Eight classes a month.',
            perks: { values: ['8 classes a month', 'Free mat rental'] },
            pricing: {
              subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
              price: { value: '19.99', currency: 'USD' },
              freeTrialDays: 14,
            },
            maxPurchasesPerBuyer: 1,
            allowFutureStartDate: false,
            buyerCanCancel: true,
            termsAndConditions: 'Billed monthly until canceled.',
            fees: [
              {
                fee: { name: 'Registration fee', amount: '10.00' },
                appliedAt: 'FIRST_PAYMENT',
              },
            ],
            clientData: { campaign: 'spring-2024' },
          },
        },
      },
    },
  ],
  getPlan: [
    {
      name: 'recurring',
      request: {
        path: { planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a' },
        query: {},
        header: {},
      },
    },
  ],
  getPlanStats: [{ name: 'default', request: { path: {}, query: {}, header: {} } }],
  listPlans: [
    {
      name: 'everything',
      request: {
        path: {},
        query: {
          archived: 'ARCHIVED_AND_ACTIVE',
          public: 'PUBLIC_AND_HIDDEN',
          limit: 3,
          offset: 0,
          planIds: [
            '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a',
            '8a1b2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d',
            '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
          ],
        },
        header: {},
      },
    },
  ],
  listPublicPlans: [
    {
      name: 'chosenPlans',
      request: {
        path: {},
        query: {
          limit: 10,
          offset: 0,
          planIds: ['3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a', '8a1b2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d'],
        },
        header: {},
      },
    },
    {
      name: 'firstPage',
      request: { path: {}, query: { limit: 2, offset: 0 }, header: {} },
    },
  ],
  makePlanPrimary: [
    {
      name: 'makePrimary',
      request: {
        path: { planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a' },
        query: {},
        header: {},
      },
    },
  ],
  queryPublicPlans: [
    {
      name: 'recurringNewestFirst',
      summary: 'Primary plan first, then newest',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: { slug: { $in: ['gold-membership', '10-class-pass', 'silver-membership'] } },
            sort: [
              { fieldName: 'primary', order: 'DESC' },
              { fieldName: 'createdDate', order: 'DESC' },
            ],
            paging: { limit: 50, offset: 0 },
          },
        },
      },
    },
  ],
  setPlanVisibility: [
    {
      name: 'hide',
      summary: 'Hide the plan from visitors',
      request: {
        path: { planId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' },
        query: {},
        header: {},
        body: { visible: false },
      },
    },
  ],
  updatePlan: [
    {
      name: 'newPrice',
      summary: 'Raise the monthly price and shorten the free trial',
      request: {
        path: { planId: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a' },
        query: {},
        header: {},
        body: {
          plan: {
            id: '3c9e1a5b-7d2f-4e8a-b6c4-0f1e2d3c4b5a',
            pricing: {
              subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
              price: { value: '34.99', currency: 'USD' },
              freeTrialDays: 3,
            },
            termsAndConditions: 'Billed monthly for 12 months at the new price from 1 March 2024.',
          },
          fieldMask: 'pricing,termsAndConditions',
        },
      },
    },
  ],
};
