// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeDate, decodeFloat, walkPlan } from '@siteapi/runtime';

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

/** Each call's response plan, by operationId: what a call's `loadResponsePlan` gives tools (the mock, the contract check). */
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
