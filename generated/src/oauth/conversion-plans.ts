// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime';

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `RedirectSessionCreatedEvent`. */
export const redirectSessionCreatedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `V1CustomValue`. */
export const v1CustomValuePlan: Plan = { dateValue: 'date' };

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
export const customValuePlan: Plan = { dateValue: 'date' };

/** Conversions of `StateMachineResponse`. */
export const stateMachineResponsePlan: Plan = { additionalData: { '*': customValuePlan }, identity: identityPlan };
