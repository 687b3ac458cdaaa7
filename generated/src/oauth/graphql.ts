// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, GraphqlResponse } from './schema-types.js';
import { oauthService } from './service-info.js';

/** Argument `opts` of {@link graphqlQuery}. */
export interface GraphqlQueryOpts {
  /** GraphQL API version; the SDK's default is `alpha`. */
  apiVersion: string;
}

/** Error answers of {@link graphqlQuery} by status: `isApiError<GraphqlQueryErrors, 404>(e, 404)` types `e.data`. */
export type GraphqlQueryErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * GraphQL query
 *
 * Sends a GraphQL query with its variables to the site's GraphQL endpoint (`client.graphql(query, variables, opts)` of `@wix/sdk`, default API version `alpha`). The SDK raises GRAPHQL_REQUEST_FAILED when the answer is not 200, and returns `{ data: data ?? {}, errors }`. Served at the host root (`x-prefix: ''`). The SDK's `variables` and `opts` are optional (default `{ apiVersion: 'alpha' }`); here `opts` carries a path parameter, so it is required, and `variables` (a required argument cannot follow an optional one) is required too: pass `{}` when the query has none. The method is `graphql` of the module `graphql`; the operationId is `graphqlQuery` (with `x-method: graphql`) because the generated module object is itself named `graphql`.
 *
 * `POST /graphql/{apiVersion}`
 *
 * @param query `body.query`
 *
 * @param variables `body.variables`
 *
 * @param opts Options.
 */
export const graphqlQuery: Call<[query: string, variables: Record<string, unknown>, opts: GraphqlQueryOpts, init?: CallInit], GraphqlResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'graphql',
  operationId: 'graphqlQuery',
  method: 'POST',
  prefix: '',
  path: '/graphql/{apiVersion}',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    { name: 'variables', required: true, value: 'body.variables' },
    { name: 'opts', required: true, properties: { apiVersion: 'path.apiVersion' } },
  ],
}, { encodeBody: encodeJsonBody });

/** The `graphql` module: pass it to `createClient({ modules: { graphql } })`. */
export const graphql = { graphql: graphqlQuery };
