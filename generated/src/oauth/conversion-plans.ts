// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeAddress, decodeDate, decodeFloat, walkPlan } from '@siteapi/runtime';

/** Conversions of `V1MapValue` (recursive). */
export const v1MapValuePlan: Plan = {};

/** Conversions of `V1NestedCustomValue` (recursive). */
export const v1NestedCustomValuePlan: Plan = {};

/** Conversions of `V1ListValue` (recursive). */
export const v1ListValuePlan: Plan = {};

/** Conversions of `MapValue` (recursive). */
export const mapValuePlan: Plan = {};

/** Conversions of `NestedCustomValue` (recursive). */
export const nestedCustomValuePlan: Plan = {};

/** Conversions of `ListValue` (recursive). */
export const listValuePlan: Plan = {};

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `RedirectSessionCreatedEvent`. */
export const redirectSessionCreatedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `V1CustomValue`. */
export const v1CustomValuePlan: Plan = {
  dateValue: 'date',
  listValue: v1ListValuePlan,
  mapValue: v1MapValuePlan,
  numValue: 'float',
};

/** Conversions of `CustomField`. */
export const customFieldPlan: Plan = { value: v1CustomValuePlan };

/** Conversions of `AddressWrapper`. */
export const addressWrapperPlan: Plan = { address: 'address' };

/** Conversions of `IdentityProfile`. */
export const identityProfilePlan: Plan = {
  addresses: { '*': addressWrapperPlan },
  customFields: { '*': customFieldPlan },
};

/** Conversions of `RegisterV2Request`. */
export const registerV2RequestPlan: Plan = { profile: identityProfilePlan };

/** Conversions of `SignOnRequest`. */
export const signOnRequestPlan: Plan = { profile: identityProfilePlan };

/** Conversions of `Identity`. */
export const identityPlan: Plan = {
  createdDate: 'date',
  identityProfile: identityProfilePlan,
  updatedDate: 'date',
};

/** Conversions of `SignOnResponse`. */
export const signOnResponsePlan: Plan = { identity: identityPlan };

/** Conversions of `CustomValue`. */
export const customValuePlan: Plan = {
  dateValue: 'date',
  listValue: listValuePlan,
  mapValue: mapValuePlan,
  numValue: 'float',
};

/** Conversions of `StateMachineResponse`. */
export const stateMachineResponsePlan: Plan = { additionalData: { '*': customValuePlan }, identity: identityPlan };
Object.assign(v1MapValuePlan, { value: { '*': v1NestedCustomValuePlan } });
Object.assign(v1NestedCustomValuePlan, { listValue: v1ListValuePlan, mapValue: v1MapValuePlan, numValue: 'float' });
Object.assign(v1ListValuePlan, { value: { '*': v1NestedCustomValuePlan } });
Object.assign(mapValuePlan, { value: { '*': nestedCustomValuePlan } });
Object.assign(nestedCustomValuePlan, { listValue: listValuePlan, mapValue: mapValuePlan, numValue: 'float' });
Object.assign(listValuePlan, { value: { '*': nestedCustomValuePlan } });

/** The converters {@link v1MapValuePlan} names, for walking it. */
export const v1MapValueConverters: Converters = { float: decodeFloat };

/** The converters {@link v1ListValuePlan} names, for walking it. */
export const v1ListValueConverters: Converters = { float: decodeFloat };

/** The converters {@link mapValuePlan} names, for walking it. */
export const mapValueConverters: Converters = { float: decodeFloat };

/** The converters {@link listValuePlan} names, for walking it. */
export const listValueConverters: Converters = { float: decodeFloat };

/** Converts a parsed `V1CustomValue` in place, as {@link v1CustomValuePlan} says. */
export function v1CustomValueDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dateValue) != null) v.dateValue = decodeDate(c0);
    if ((c0 = v.listValue) != null) walkPlan(c0, v1ListValuePlan, x, v1ListValueConverters);
    if ((c0 = v.mapValue) != null) walkPlan(c0, v1MapValuePlan, x, v1MapValueConverters);
    if ((c0 = v.numValue) != null) v.numValue = decodeFloat(c0);
  }
}

/** Converts a parsed `CustomField` in place, as {@link customFieldPlan} says. */
export function customFieldDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) v1CustomValueDecoder(c0, x);
  }
}

/** Converts a parsed `AddressWrapper` in place, as {@link addressWrapperPlan} says. */
export function addressWrapperDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `IdentityProfile` in place, as {@link identityProfilePlan} says. */
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

/** Converts a parsed `Identity` in place, as {@link identityPlan} says. */
export function identityDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.identityProfile) != null) identityProfileDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `SignOnResponse` in place, as {@link signOnResponsePlan} says. */
export function signOnResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.identity) != null) identityDecoder(c0, x);
  }
}

/** Converts a parsed `CustomValue` in place, as {@link customValuePlan} says. */
export function customValueDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dateValue) != null) v.dateValue = decodeDate(c0);
    if ((c0 = v.listValue) != null) walkPlan(c0, listValuePlan, x, listValueConverters);
    if ((c0 = v.mapValue) != null) walkPlan(c0, mapValuePlan, x, mapValueConverters);
    if ((c0 = v.numValue) != null) v.numValue = decodeFloat(c0);
  }
}

/** Converts a parsed `StateMachineResponse` in place, as {@link stateMachineResponsePlan} says. */
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
