// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Expansion, ResponseDecoder } from '@siteapi/runtime';
import { decodeAddress, decodeDate, decodeFloat } from '@siteapi/runtime';

/** The decoder of a `V1MapValue` tree, loaded with the first answer that has one (it and its plan are large, and few answers carry them). */
export const loadV1MapValueDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.v1MapValueDecoder);

/** The decoder of a `V1ListValue` tree, loaded with the first answer that has one (it and its plan are large, and few answers carry them). */
export const loadV1ListValueDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.v1ListValueDecoder);

/** The decoder of a `MapValue` tree, loaded with the first answer that has one (it and its plan are large, and few answers carry them). */
export const loadMapValueDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.mapValueDecoder);

/** The decoder of a `ListValue` tree, loaded with the first answer that has one (it and its plan are large, and few answers carry them). */
export const loadListValueDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.listValueDecoder);

/** Converts a parsed `V1CustomValue` in place, as `v1CustomValuePlan` (conversion-plans.ts) says. */
export function v1CustomValueDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dateValue) != null) v.dateValue = decodeDate(c0);
    if ((c0 = v.listValue) != null) x.push({ value: c0, load: loadV1ListValueDecoder });
    if ((c0 = v.mapValue) != null) x.push({ value: c0, load: loadV1MapValueDecoder });
    if ((c0 = v.numValue) != null) v.numValue = decodeFloat(c0);
  }
}

/** Converts a parsed `CustomField` in place, as `customFieldPlan` (conversion-plans.ts) says. */
export function customFieldDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) v1CustomValueDecoder(c0, x);
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

/** Converts a parsed `CustomValue` in place, as `customValuePlan` (conversion-plans.ts) says. */
export function customValueDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dateValue) != null) v.dateValue = decodeDate(c0);
    if ((c0 = v.listValue) != null) x.push({ value: c0, load: loadListValueDecoder });
    if ((c0 = v.mapValue) != null) x.push({ value: c0, load: loadMapValueDecoder });
    if ((c0 = v.numValue) != null) v.numValue = decodeFloat(c0);
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
          for (let i1 = 0; i1 < c0.length; i1++) customValueDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) customValueDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.identity) != null) identityDecoder(c0, x);
  }
}
