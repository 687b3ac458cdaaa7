import { describe, expect, it } from 'vitest';
import { requirementsOf, securityOf } from '../../../codegen/ir/security-scheme-object.ts';
import type { IrService } from '../../../codegen/ir/types.ts';
import { docOf } from './ir-fixture.ts';

// The Security Scheme and Requirement Objects alone: the schemes a client can send, and the default requirement.

const cases: [string, { given: Record<string, unknown>; want: IrService['security'] }][] = [
  ['no schemes', { given: {}, want: undefined }],
  [
    'an API key header and bearer auth, required one or the other',
    {
      given: {
        components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ key: [] }, { bearer: [] }],
      },
      want: {
        schemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, bearer: { type: 'http', scheme: 'bearer' } },
        requirements: [['key'], ['bearer']],
      },
    },
  ],
  [
    'mutual TLS is left out; OAuth kept, by reference',
    {
      given: {
        components: { securitySchemes: { tls: { type: 'mutualTLS' }, oauth: { $ref: '#/components/securitySchemes/real' }, real: { type: 'oauth2' } } },
      },
      want: { schemes: { oauth: { type: 'oauth2' }, real: { type: 'oauth2' } }, requirements: [] },
    },
  ],
  ['an API key without a name is not sendable', { given: { components: { securitySchemes: { key: { type: 'apiKey', in: 'header' } } } }, want: undefined }],
];

describe('securityOf', () => {
  it.each(cases)('%s', (_, { given, want }) => expect(securityOf(docOf(given))).toEqual(want));
});

describe('requirementsOf', () => {
  it.each([
    ['alternatives and a combined requirement', { given: [{ a: [] }, { b: ['read'], c: [] }], want: [['a'], ['b', 'c']] }],
    ['anonymous access', { given: [{}], want: [[]] }],
    ['not a list', { given: 'nonsense', want: [] }],
  ] as [string, { given: unknown; want: string[][] }][])('%s', (_, { given, want }) => expect(requirementsOf(given)).toEqual(want));
});
