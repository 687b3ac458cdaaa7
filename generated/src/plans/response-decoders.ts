// Generated from spec/plans.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeDate } from '@siteapi/runtime/generated';

/** Converts a parsed `Plan` in place, as `planPlan` (conversion-plans.ts) says. */
export function planDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `PublicPlan` in place, as `publicPlanPlan` (conversion-plans.ts) says. */
export function publicPlanDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `ListPublicPlansResponse` in place, as `listPublicPlansResponsePlan` (conversion-plans.ts) says. */
export function listPublicPlansResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plans) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) publicPlanDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) publicPlanDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryPublicPlansResponse` in place, as `queryPublicPlansResponsePlan` (conversion-plans.ts) says. */
export function queryPublicPlansResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plans) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) publicPlanDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) publicPlanDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `GetPlanResponse` in place, as `getPlanResponsePlan` (conversion-plans.ts) says. */
export function getPlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `ListPlansResponse` in place, as `listPlansResponsePlan` (conversion-plans.ts) says. */
export function listPlansResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plans) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) planDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) planDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CreatePlanResponse` in place, as `createPlanResponsePlan` (conversion-plans.ts) says. */
export function createPlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `UpdatePlanResponse` in place, as `updatePlanResponsePlan` (conversion-plans.ts) says. */
export function updatePlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `SetPlanVisibilityResponse` in place, as `setPlanVisibilityResponsePlan` (conversion-plans.ts) says. */
export function setPlanVisibilityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `MakePlanPrimaryResponse` in place, as `makePlanPrimaryResponsePlan` (conversion-plans.ts) says. */
export function makePlanPrimaryResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `ArchivePlanResponse` in place, as `archivePlanResponsePlan` (conversion-plans.ts) says. */
export function archivePlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `Cancellation` in place, as `cancellationPlan` (conversion-plans.ts) says. */
export function cancellationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.requestedDate) != null) v.requestedDate = decodeDate(c0);
  }
}

/** Converts a parsed `PausePeriod` in place, as `pausePeriodPlan` (conversion-plans.ts) says. */
export function pausePeriodDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.pauseDate) != null) v.pauseDate = decodeDate(c0);
    if ((c0 = v.resumeDate) != null) v.resumeDate = decodeDate(c0);
  }
}

/** Converts a parsed `CurrentCycle` in place, as `currentCyclePlan` (conversion-plans.ts) says. */
export function currentCycleDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.endedDate) != null) v.endedDate = decodeDate(c0);
    if ((c0 = v.startedDate) != null) v.startedDate = decodeDate(c0);
  }
}

/** Converts a parsed `OrderCycle` in place, as `orderCyclePlan` (conversion-plans.ts) says. */
export function orderCycleDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.endedDate) != null) v.endedDate = decodeDate(c0);
    if ((c0 = v.startedDate) != null) v.startedDate = decodeDate(c0);
  }
}

/** Converts a parsed `Order` in place, as `orderPlan` (conversion-plans.ts) says. */
export function orderDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cancellation) != null) cancellationDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.currentCycle) != null) currentCycleDecoder(c0, x);
    if ((c0 = v.cycles) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderCycleDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderCycleDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.earliestEndDate) != null) v.earliestEndDate = decodeDate(c0);
    if ((c0 = v.endDate) != null) v.endDate = decodeDate(c0);
    if ((c0 = v.pausePeriods) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) pausePeriodDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) pausePeriodDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.startDate) != null) v.startDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `GetOrderResponse` in place, as `getOrderResponsePlan` (conversion-plans.ts) says. */
export function getOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `ListOrdersResponse` in place, as `listOrdersResponsePlan` (conversion-plans.ts) says. */
export function listOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orders) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `MemberGetOrderResponse` in place, as `memberGetOrderResponsePlan` (conversion-plans.ts) says. */
export function memberGetOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `MemberListOrdersResponse` in place, as `memberListOrdersResponsePlan` (conversion-plans.ts) says. */
export function memberListOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orders) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CreateOnlineOrderResponse` in place, as `createOnlineOrderResponsePlan` (conversion-plans.ts) says. */
export function createOnlineOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `CreateOfflineOrderResponse` in place, as `createOfflineOrderResponsePlan` (conversion-plans.ts) says. */
export function createOfflineOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `GetOnlineOrderPreviewResponse` in place, as `getOnlineOrderPreviewResponsePlan` (conversion-plans.ts) says. */
export function getOnlineOrderPreviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `GetOfflineOrderPreviewResponse` in place, as `getOfflineOrderPreviewResponsePlan` (conversion-plans.ts) says. */
export function getOfflineOrderPreviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}
