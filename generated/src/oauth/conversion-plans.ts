// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { decodeDate, decodeFloat, walkPlan } from '@siteapi/runtime/generated';
import { identityProfilePlan, v1CustomValuePlan } from './request-plans.js';

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
Object.assign(mapValuePlan, { value: { '*': nestedCustomValuePlan } });
Object.assign(nestedCustomValuePlan, { listValue: listValuePlan, mapValue: mapValuePlan, numValue: 'float' });
Object.assign(listValuePlan, { value: { '*': nestedCustomValuePlan } });

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  loginV2: stateMachineResponsePlan,
  registerV2: stateMachineResponsePlan,
  signOn: signOnResponsePlan,
  verify: stateMachineResponsePlan,
  recover: stateMachineResponsePlan,
  resendDuringAuthentication: stateMachineResponsePlan,
  verifyDuringAuthentication: stateMachineResponsePlan
} satisfies Record<string, Plan>;

/** The converters {@link v1CustomValuePlan} names, for walking it. */
export const v1CustomValueConverters: Converters = { date: decodeDate, float: decodeFloat };

/** Converts a parsed `V1CustomValue` in place, walking {@link v1CustomValuePlan} (it reaches a recursive plan, so it is not compiled). */
export const v1CustomValueDecoder = (v: any, x: Expansion[]): void => walkPlan(v, v1CustomValuePlan, x, v1CustomValueConverters);

/** The converters {@link customValuePlan} names, for walking it. */
export const customValueConverters: Converters = { date: decodeDate, float: decodeFloat };

/** Converts a parsed `CustomValue` in place, walking {@link customValuePlan} (it reaches a recursive plan, so it is not compiled). */
export const customValueDecoder = (v: any, x: Expansion[]): void => walkPlan(v, customValuePlan, x, customValueConverters);

export * from './request-plans.js';
