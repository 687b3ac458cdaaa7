// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

/** Conversions of `V1MapValue` (recursive). */
export const v1MapValuePlan: Plan = {};

/** Conversions of `V1NestedCustomValue` (recursive). */
export const v1NestedCustomValuePlan: Plan = {};

/** Conversions of `V1ListValue` (recursive). */
export const v1ListValuePlan: Plan = {};

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
Object.assign(v1MapValuePlan, { value: { '*': v1NestedCustomValuePlan } });
Object.assign(v1NestedCustomValuePlan, { listValue: v1ListValuePlan, mapValue: v1MapValuePlan, numValue: 'float' });
Object.assign(v1ListValuePlan, { value: { '*': v1NestedCustomValuePlan } });
