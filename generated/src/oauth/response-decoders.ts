// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Expansion, ResponseDecoder } from '@siteapi/runtime/generated';
import { decodeAddress, decodeDate } from '@siteapi/runtime/generated';

/** The decoder of a `V1CustomValue`, loaded with the first answer that has one (it reaches a recursive plan: it and its plans are large, and few answers carry them). */
export const loadV1CustomValueDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.v1CustomValueDecoder);

/** The decoder of a `CustomValue`, loaded with the first answer that has one (it reaches a recursive plan: it and its plans are large, and few answers carry them). */
export const loadCustomValueDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.customValueDecoder);

/** Converts a parsed `CustomField` in place, as `customFieldPlan` (conversion-plans.ts) says. */
export function customFieldDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) x.push({ value: c0, load: loadV1CustomValueDecoder });
  }
}

/** Converts a parsed `AddressWrapper` in place, as `addressWrapperPlan` (conversion-plans.ts) says. */
export function addressWrapperDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `IdentityProfile` in place, as `identityProfilePlan` (conversion-plans.ts) says. */
export function identityProfileDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.addresses) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) addressWrapperDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) addressWrapperDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.customFields) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) customFieldDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) customFieldDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `Identity` in place, as `identityPlan` (conversion-plans.ts) says. */
export function identityDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.identityProfile) != null) identityProfileDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `SignOnResponse` in place, as `signOnResponsePlan` (conversion-plans.ts) says. */
export function signOnResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.identity) != null) identityDecoder(c0, x);
  }
}

/** Converts a parsed `StateMachineResponse` in place, as `stateMachineResponsePlan` (conversion-plans.ts) says. */
export function stateMachineResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.additionalData) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) x.push({ value: c0[i1], load: loadCustomValueDecoder });
        } else {
          for (const k1 of Object.keys(c0)) x.push({ value: c0[k1], load: loadCustomValueDecoder });
        }

      }

    }

    if ((c0 = v.identity) != null) identityDecoder(c0, x);
  }
}
