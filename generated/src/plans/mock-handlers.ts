// Generated from spec/plans.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { cancelOrder, createOfflineOrder, createOnlineOrder, getOfflineOrderPreview, getOnlineOrderPreview, getPricePreview, managementGetOrder, managementListOrders, markAsPaid, memberGetOrder, memberListOrders, pauseOrder, postponeEndDate, requestCancellation, resumeOrder } from './orders.js';
import { archivePlan, clearPrimary, createPlan, getPlan, getPlanStats, listPlans, listPublicPlans, makePlanPrimary, queryPublicPlans, setPlanVisibility, updatePlan } from './plans.js';

/** msw handlers of every plans call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...plansHandlers(document))`. */
export function plansHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['plans'] });
}

/** One plans call answered by a typed resolver, for a test: `server.use(plansMocks.archivePlan(() => ...))`. */
export const plansMocks = {
  archivePlan: (resolve: MockResolver<typeof archivePlan>, options?: MockCallOptions) => mockCall(archivePlan, resolve, options),
  cancelOrder: (resolve: MockResolver<typeof cancelOrder>, options?: MockCallOptions) => mockCall(cancelOrder, resolve, options),
  clearPrimary: (resolve: MockResolver<typeof clearPrimary>, options?: MockCallOptions) => mockCall(clearPrimary, resolve, options),
  createOfflineOrder: (resolve: MockResolver<typeof createOfflineOrder>, options?: MockCallOptions) => mockCall(createOfflineOrder, resolve, options),
  createOnlineOrder: (resolve: MockResolver<typeof createOnlineOrder>, options?: MockCallOptions) => mockCall(createOnlineOrder, resolve, options),
  createPlan: (resolve: MockResolver<typeof createPlan>, options?: MockCallOptions) => mockCall(createPlan, resolve, options),
  getOfflineOrderPreview: (resolve: MockResolver<typeof getOfflineOrderPreview>, options?: MockCallOptions) => mockCall(getOfflineOrderPreview, resolve, options),
  getOnlineOrderPreview: (resolve: MockResolver<typeof getOnlineOrderPreview>, options?: MockCallOptions) => mockCall(getOnlineOrderPreview, resolve, options),
  getPlan: (resolve: MockResolver<typeof getPlan>, options?: MockCallOptions) => mockCall(getPlan, resolve, options),
  getPlanStats: (resolve: MockResolver<typeof getPlanStats>, options?: MockCallOptions) => mockCall(getPlanStats, resolve, options),
  getPricePreview: (resolve: MockResolver<typeof getPricePreview>, options?: MockCallOptions) => mockCall(getPricePreview, resolve, options),
  listPlans: (resolve: MockResolver<typeof listPlans>, options?: MockCallOptions) => mockCall(listPlans, resolve, options),
  listPublicPlans: (resolve: MockResolver<typeof listPublicPlans>, options?: MockCallOptions) => mockCall(listPublicPlans, resolve, options),
  makePlanPrimary: (resolve: MockResolver<typeof makePlanPrimary>, options?: MockCallOptions) => mockCall(makePlanPrimary, resolve, options),
  managementGetOrder: (resolve: MockResolver<typeof managementGetOrder>, options?: MockCallOptions) => mockCall(managementGetOrder, resolve, options),
  managementListOrders: (resolve: MockResolver<typeof managementListOrders>, options?: MockCallOptions) => mockCall(managementListOrders, resolve, options),
  markAsPaid: (resolve: MockResolver<typeof markAsPaid>, options?: MockCallOptions) => mockCall(markAsPaid, resolve, options),
  memberGetOrder: (resolve: MockResolver<typeof memberGetOrder>, options?: MockCallOptions) => mockCall(memberGetOrder, resolve, options),
  memberListOrders: (resolve: MockResolver<typeof memberListOrders>, options?: MockCallOptions) => mockCall(memberListOrders, resolve, options),
  pauseOrder: (resolve: MockResolver<typeof pauseOrder>, options?: MockCallOptions) => mockCall(pauseOrder, resolve, options),
  postponeEndDate: (resolve: MockResolver<typeof postponeEndDate>, options?: MockCallOptions) => mockCall(postponeEndDate, resolve, options),
  queryPublicPlans: (resolve: MockResolver<typeof queryPublicPlans>, options?: MockCallOptions) => mockCall(queryPublicPlans, resolve, options),
  requestCancellation: (resolve: MockResolver<typeof requestCancellation>, options?: MockCallOptions) => mockCall(requestCancellation, resolve, options),
  resumeOrder: (resolve: MockResolver<typeof resumeOrder>, options?: MockCallOptions) => mockCall(resumeOrder, resolve, options),
  setPlanVisibility: (resolve: MockResolver<typeof setPlanVisibility>, options?: MockCallOptions) => mockCall(setPlanVisibility, resolve, options),
  updatePlan: (resolve: MockResolver<typeof updatePlan>, options?: MockCallOptions) => mockCall(updatePlan, resolve, options),
};
