// Redocly 1.34 reads an OpenAPI 3.2 document with 3.1's node types (its "temporary support for 3.2"): it would not
// follow the `$ref`s of what 3.2 adds, and its `struct` rule would call every 3.2 field unexpected. Its plugins'
// type extensions (a public API) add them, for 3.2 documents only, so 3.0 and 3.1 read as before.
import type { createConfig } from '@redocly/openapi-core';

/** A Redocly plugin, as its configuration takes one (the type is not exported by name). */
export type RedoclyPlugin = Exclude<NonNullable<Exclude<Parameters<typeof createConfig>[0], string>['plugins']>[number], string>;
type NodeTypes = Parameters<NonNullable<NonNullable<RedoclyPlugin['typeExtension']>['oas3']>>[0];
type NodeType = NodeTypes[string];

/** Whether a document declares OpenAPI 3.2. */
export function isOpenApi32(data: unknown): boolean {
  const openapi = (data as { openapi?: unknown } | null | undefined)?.openapi;
  return typeof openapi === 'string' && openapi.startsWith('3.2');
}

const STRING = { type: 'string' as const };

/** `type` with more properties (and, when it restricts them per value, those allowed too). */
function withProperties(type: NodeType | undefined, more: NodeType['properties'], allowedToo: string[] = []): NodeType {
  const base = type ?? { properties: {} };
  const allowed = base.allowed;
  return {
    ...base,
    properties: { ...base.properties, ...more },
    ...(allowed ? { allowed: (value: unknown) => [...(allowed(value) ?? []), ...allowedToo] } : {}),
  };
}

/** The fields OpenAPI 3.2 adds, as Redocly's node types. */
export const OPENAPI_32_TYPES: RedoclyPlugin = {
  id: 'siteapi-openapi-3-2',
  typeExtension: {
    oas3: (types) => ({
      ...types,
      Root: withProperties(types.Root, { $self: STRING }),
      Server: withProperties(types.Server, { name: STRING }),
      Tag: withProperties(types.Tag, { summary: STRING, parent: STRING, kind: STRING }),
      PathItem: withProperties(types.PathItem, { query: 'Operation', additionalOperations: 'AdditionalOperations' }),
      AdditionalOperations: { properties: {}, additionalProperties: 'Operation' },
      Parameter: withProperties(types.Parameter, { in: { enum: ['query', 'querystring', 'header', 'path', 'cookie'] } }),
      Response: withProperties(types.Response, { summary: STRING }),
      MediaType: withProperties(types.MediaType, { itemSchema: 'Schema', itemEncoding: 'Encoding', prefixEncoding: 'PrefixEncoding' }),
      PrefixEncoding: { properties: {}, items: 'Encoding' },
      // `dataValue` is data, as `value` is: no `$ref` in it is followed.
      Example: withProperties(types.Example, { dataValue: { isExample: true }, serializedValue: STRING }),
      SecurityScheme: withProperties(types.SecurityScheme, { deprecated: { type: 'boolean' }, oauth2MetadataUrl: STRING }, ['deprecated', 'oauth2MetadataUrl']),
      OAuth2Flows: withProperties(types.OAuth2Flows, { deviceAuthorization: 'DeviceAuthorizationFlow' }),
      DeviceAuthorizationFlow: {
        properties: { deviceAuthorizationUrl: STRING, tokenUrl: STRING, refreshUrl: STRING, scopes: { type: 'object', additionalProperties: STRING } },
        required: ['deviceAuthorizationUrl', 'tokenUrl', 'scopes'],
        extensionsPrefix: 'x-',
      },
    }),
  },
};
