// Generated from spec/data.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';

/** Application error codes of the Data service (x-error-catalogue). */
export const dataErrors = {
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error; the caller lacks the permission the call needs (for example `WIX_DATA.CREATE_COLLECTION`), or the collection\'s permissions do not let the caller\'s role read, insert, update or remove its items.',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error; the request carries no valid authorization (missing, malformed or expired token).',
  },
  WD_UNKNOWN_ERROR: {
    status: 500,
    message: 'Internal wixData error: Unknown error.',
    description: 'An error the SDK could not classify (no application error, no validation error in the answer).',
  },
  WD_VALIDATION_ERROR: {
    status: 400,
    message: 'Invalid input. One line per invalid field: {field}: {description}',
    description: 'User input problems. For a server `validationError` answer the SDK builds one message: the server message, then each field violation on its own line as `{field}: {description}`, and keeps the violations. Also the code of the SDK\'s own paging errors (WDE0159, WDE0165).',
  },
  WDE0001: {
    status: 400,
    message: 'Collection name must be a string.',
    description: 'Raised by the client before sending; the collection ID argument is not a string.',
  },
  WDE0002: {
    status: 400,
    message: 'ItemId must be a string.',
    description: 'Raised by the client before sending; the item ID argument is not a string.',
  },
  WDE0003: {
    status: 400,
    message: 'FieldName must be a string.',
    description: 'Raised by the client before sending; the field name argument (distinct, references) is not a string.',
  },
  WDE0004: {
    status: 400,
    message: 'Failed to save [{item}] into [{collectionName}].\u000aItems must be JavaScript objects.',
    description: 'Raised by the client before sending; the item passed to insert, update or save is not an object.',
  },
  WDE0005: {
    status: 400,
    message: 'Failed to bulk save items into [{collectionName}].\u000aItems must be an array of JavaScript objects and itemIds must be strings if present.',
    description: 'Raised by the client before sending; bulk items are not an array of objects, or an item\'s `_id` is not a string.',
  },
  WDE0006: {
    status: 400,
    message: 'Failed to bulk save items into [{collectionName}].\u000aCannot insert more than 1000 items in one request',
    description: 'Raised by the client before sending; a bulk insert, update or save has more than 1000 items (`x-client-rules.maxBulkItems`).',
  },
  WDE0007: {
    status: 400,
    message: 'Invalid update. Updated object must have a string _id property.',
    description: 'An update needs an item with a string `_id` (in item data) / `id`. Raised by the client before sending when the item passed to update has no string `_id` (the SDK\'s text: `Invalid update. Updated object must have a string _id property.`), and answered by the server for an update without an item ID.',
  },
  WDE0008: {
    status: 400,
    message: 'wixData.{method} expects between {from} and {to} arguments, but was called with {actual}.',
    description: 'Raised by the client before sending; argument counts are checked on every operation.',
  },
  WDE0011: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} requires WixDataFilter.',
    description: 'Raised by the client before sending; an aggregate\'s `filter` or `having` was not given a filter builder.',
  },
  WDE0012: {
    status: 400,
    message: 'Invalid {operatorName} usage. Filter is already set.',
    description: 'Raised by the client before sending; an aggregate\'s `filter` or `having` can be set only once.',
  },
  WDE0013: {
    status: 400,
    message: 'Invalid {operatorName} usage. Group is already set.',
    description: 'Raised by the client before sending; an aggregate\'s `group` can be set only once.',
  },
  WDE0016: {
    status: 400,
    message: 'Filter must be an object.',
    description: 'Raised by the client before sending; the filter argument is not an object.',
  },
  WDE0018: {
    status: 400,
    message: 'Options must be an object with one or all of the following boolean properties: {properties}.',
    description: 'Raised by the client before sending; options must be an object whose flags are booleans: `suppressAuth`, `suppressHooks`, `showDrafts`, `consistentRead` (plus `overrideExisting` for bulk insert), and `language` a non-empty string.',
  },
  WDE0019: {
    status: 400,
    message: 'Reference operation takes a string ID or an object with an ID to be connected.',
    description: 'Raised by the client before sending; a referring or referenced item is neither a non-empty string ID nor an object with an `_id`.',
  },
  WDE0020: {
    status: 400,
    message: 'Provided property [{fieldName}] is not a multi-reference field.',
    description: 'A reference operation named a field that is not a multi-reference field. Answered by the server for reference calls; the SDK also uses WDE0020 as the fallback code of a client-side validation message without a code.',
  },
  WDE0021: {
    status: 400,
    message: 'Invalid reference',
    description: 'Raised by the client before sending; a reference is not `{ relationshipName, left, right }` with a string name and valid items.',
  },
  WDE0025: {
    status: 404,
    message: 'Collection not found.',
    description: 'The data collection does not exist (or was deleted). Restore Data Collection fails with it when the collection was deleted too long ago or never existed. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  WDE0032: {
    status: 400,
    message: 'Invalid {operatorName} parameter [{operand}]. {operatorName} parameter must be a {specifier} number.',
    description: 'Raised by the client before sending; a query `limit` or `skip` is not a number.',
  },
  WDE0033: {
    status: 400,
    message: 'Invalid {operatorName} parameter [{operand}]. {operatorName} parameter must be a positive number.',
    description: 'Raised by the client before sending; the query limit must be positive.',
  },
  WDE0034: {
    status: 400,
    message: 'Invalid {operatorName} parameter [{operand}]. {operatorName} parameter must be a non-negative number.',
    description: 'Raised by the client before sending; the query skip must be non-negative.',
  },
  WDE0035: {
    status: 400,
    message: 'Invalid {operatorName} parameter [{operand}]. {operatorName} parameter must be an integer.',
    description: 'Raised by the client before sending; limit and skip must be integers below the safe maximum (2^53 - 1).',
  },
  WDE0036: {
    status: 400,
    message: 'Invalid {operatorName} parameter [{operand}]. {operatorName} parameter cannot exceed {value}.',
    description: 'Raised by the client before sending; a numeric query parameter is above its maximum.',
  },
  WDE0037: {
    status: 400,
    message: 'Invalid query on [{collectionName}].\u000aInvalid prev positioned query skip on a negative number {skipParameter}.',
    description: 'Raised by the client before sending; asking for the previous page would skip a negative number of items.',
  },
  WDE0038: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} does not take parameters.',
    description: 'Raised by the client before sending; argument count check of a filter or query operator.',
  },
  WDE0039: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} requires one parameter.',
    description: 'Raised by the client before sending; argument count check of a filter or query operator (for example `not` takes one element).',
  },
  WDE0040: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} requires two parameters.',
    description: 'Raised by the client before sending; argument count check of a filter operator (for example `eq`, `hasSome` field and value).',
  },
  WDE0041: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} requires three parameters.',
    description: 'Raised by the client before sending; argument count check of a filter operator (`between` takes a field and two values).',
  },
  WDE0042: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} requires at least two parameters.',
    description: 'Raised by the client before sending; argument count check of a filter operator.',
  },
  WDE0043: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} requires at least one parameter.',
    description: 'Raised by the client before sending; argument count check of a filter or sort operator.',
  },
  WDE0044: {
    status: 400,
    message: 'Invalid {operatorName} parameter value [{value}]. {operatorName} parameter must be a String.',
    description: 'Raised by the client before sending; string operators (`contains`, `startsWith`, `endsWith`) take strings.',
  },
  WDE0045: {
    status: 400,
    message: 'Invalid {operatorName} parameter value [{value}]. Valid {operatorName} parameter types are String, Number, Boolean or Date.',
    description: 'Raised by the client before sending; comparison operators take a string, number, boolean or date (`eq`, `ne`), or a string, number or date (`lt`, `le`, `gt`, `ge`, `between`: `Valid {operatorName} parameter types are String, Number or Date.`).',
  },
  WDE0046: {
    status: 400,
    message: 'Invalid {operatorName} parameter values [{first}] and [{second}]. Both parameters must be of the same type.',
    description: 'Raised by the client before sending; `between` needs two values of the same type.',
  },
  WDE0047: {
    status: 400,
    message: 'Invalid {operatorName} usage. {operatorName} supports only Number, String or Date items.',
    description: 'Raised by the client before sending; set operators (`hasSome`, `hasAll`) take arrays of strings, numbers or dates.',
  },
  WDE0048: {
    status: 400,
    message: 'Invalid {operatorName} field value [{field}]. {operatorName} field must be a String.',
    description: 'Raised by the client before sending; filter field names must be strings.',
  },
  WDE0049: {
    status: 400,
    message: 'Invalid {operatorName} parameter [{obj}]. {operatorName} expects {constructorName} only.',
    description: 'Raised by the client before sending; `and`, `or`, `not` take filters of the same kind only.',
  },
  WDE0050: {
    status: 400,
    message: 'Invalid {operatorName} parameter query for [{collectionName}]. {operatorName} accepts {constructorName} for the same collection only.',
    description: 'Raised by the client before sending; a filter combined with another must be for the same collection.',
  },
  WDE0051: {
    status: 400,
    message: 'Invalid {operatorName} parameters [{args}]. Valid {operatorName} values are String, Array of String or varargs String.',
    description: 'Raised by the client before sending; `ascending`, `descending` and `fields` take field names.',
  },
  WDE0055: {
    status: 400,
    message: 'Failed to parse server response.',
    description: 'Client-side only, never an HTTP answer. Unlike the codes raised by the client before sending, it is raised on reading an answer: the server\'s answer could not be parsed (the SDK appends the parser\'s message). Its status is the catalogue\'s convention for client-side codes.',
  },
  WDE0056: {
    status: 400,
    message: '{operatorName} should be an Object. Got {value} instead',
    description: 'Raised by the client before sending; filter model check (an operator\'s value must be an object).',
  },
  WDE0057: {
    status: 400,
    message: '{operatorName} should be an Array. Got {value} instead',
    description: 'Raised by the client before sending; filter model check (an operator\'s value must be an array, or an array of the expected length: `{value}.length is {length}. {operatorName} Array should have length {expectedLength}`).',
  },
  WDE0058: {
    status: 400,
    message: '{operatorName} should be a Date, Number, String, or Boolean. Got {value} instead',
    description: 'Raised by the client before sending; filter model check of a comparison operator\'s value.',
  },
  WDE0059: {
    status: 400,
    message: '{operatorName} should be a String. Got {value} instead',
    description: 'Raised by the client before sending; filter model check of a string operator\'s value.',
  },
  WDE0060: {
    status: 400,
    message: '{operatorName} Array should only contain values of types Date, Number, String, and Boolean. Got {value} instead',
    description: 'Raised by the client before sending; filter model check of a set operator\'s items (`$in`, `$hasSome`, `$hasAll`).',
  },
  WDE0062: {
    status: 400,
    message: '$matches value {value} does not have property {propertyName}',
    description: 'Raised by the client before sending; `$matches` needs `ignoreCase` and `spec`.',
  },
  WDE0063: {
    status: 400,
    message: '$matches.ignoreCase should equal true. Got {value} instead',
    description: 'Raised by the client before sending; `$matches` needs `ignoreCase: true`.',
  },
  WDE0064: {
    status: 400,
    message: '$matches.spec Array values should be either {"type":"anyOf","value":" -"} or {"type":"literal","value":String}. Got {value} instead',
    description: 'Raised by the client before sending; `$matches.spec` items are literal or anyOf items.',
  },
  WDE0065: {
    status: 400,
    message: 'Sort Model should be an Array. Got {value} instead',
    description: 'Raised by the client before sending; sort model check.',
  },
  WDE0066: {
    status: 400,
    message: 'Sort Model Array should contain values of type Object only. Got {value} instead',
    description: 'Raised by the client before sending; sort model check.',
  },
  WDE0067: {
    status: 400,
    message: 'Sort Model Array items should have a single property with value "asc" or "desc". Got {value} instead',
    description: 'Raised by the client before sending; each sort model item must have a single `asc` or `desc` key.',
  },
  WDE0068: {
    status: 400,
    message: 'Item ids must be an array of strings',
    description: 'Raised by the client before sending; bulk remove and bulk patch take an array of string IDs.',
  },
  WDE0069: {
    status: 400,
    message: 'Failed to remove items from [{collectionName}].\u000aCannot remove more than 1000 items in one request',
    description: 'Raised by the client before sending; bulk remove takes at most 1000 IDs (`x-client-rules.maxBulkItems`).',
  },
  WDE0070: {
    status: 400,
    message: '$regex keyword is not allowed.',
    description: 'Raised by the client before sending; filter model check, the `$regex` operator is not allowed.',
  },
  WDE0073: {
    status: 404,
    message: 'Item does not exist in collection.',
    description: 'No item with the given ID exists in the collection. The SDK\'s client-side text is `Item [{id}] does not exist in collection [{collectionName}].`. On Get Data Item and Remove Data Item the SDK treats this answer as an empty result (`null`) instead of an error; in bulk results (bulk update, bulk patch, bulk remove) items failing with it are ignored (counted as skipped).',
  },
  WDE0074: {
    status: 409,
    message: 'Item already exists.',
    description: 'An item with the same ID already exists in the collection (insert of an existing `_id`). The SDK has no message template for this code (its constant is `WD_ITEM_ALREADY_EXISTS`); the server\'s `description` carries the text. Bulk insert results that fail with it are ignored by the SDK (counted as skipped) unless `overrideExisting` was set (which sends a bulk save instead). (HTTP status inferred.)',
  },
  WDE0078: {
    status: 400,
    message: 'Error raised in a data hook.',
    description: 'A data hook (user code running before or after the operation) threw. The SDK rethrows the original error raised in user code: its name, message and code are taken from `details.applicationError.data.jsErrorValue` (or from the application error itself). (HTTP status inferred.)',
  },
  WDE0080: {
    status: 400,
    message: 'Skip is not supported in cursor paging.',
    description: 'Raised by the client before sending; a cursor-paged query cannot also skip items.',
  },
  WDE0094: {
    status: 400,
    message: 'Invalid {operatorName} parameter. {operatorName} parameter must be non-empty string.',
    description: 'Raised by the client before sending; a cursor, a relationship attribute (referring field name) or a job ID must be a non-empty string.',
  },
  WDE0104: {
    status: 409,
    message: 'Collection already exists.',
    description: 'A data collection with the given ID already exists. (HTTP status inferred from the kind of failure.)',
  },
  WDE0109: {
    status: 413,
    message: 'Payload is too large.',
    description: 'The request body is larger than the service accepts. The SDK turns any HTTP 413 answer into `WDE0109: Payload is too large.`, whatever the body says.',
  },
  WDE0159: {
    status: 400,
    message: 'Invalid query on [{collectionName}].\u000aThere is no prev page.',
    description: 'Raised by the client before sending; `prev()` was called on the first page of results (code `WD_VALIDATION_ERROR` on the SDK error).',
  },
  WDE0165: {
    status: 400,
    message: 'Invalid query on [{collectionName}].\u000aThere is no next page.',
    description: 'Raised by the client before sending; `next()` was called on the last page of results (code `WD_VALIDATION_ERROR` on the SDK error).',
  },
} as const;

export type DataErrorCode = keyof typeof dataErrors;

/**
 * The site's content data (CMS): data collections (their structure, fields, permissions and plugins) and the
 * data items stored in them (get, insert, update, patch, save, remove, truncate, bulk variants, references
 * between items, count, distinct values, query, aggregate, aggregation pipelines and search), and the events
 * the platform emits for data items.
 *
 * Ground truth: the platform's public REST API for data (`/wix-data/v2/...`), as exposed by the `@wix/data` SDK
 * (collections: `@wix/auto_sdk_data_collections`; items: `@wix/wix-data-items-sdk` over the REST client of
 * `@wix/wix-data-items-common`). Field names are the wire (REST) names: `id` rather than the SDK's `_id` on
 * collections and items, and `{ "$date": "<ISO 8601>" }` wrappers for dates inside item data (converted to and
 * from `Date` by the runtime, see `x-data-item-dates`).
 *
 * operationIds are the SDK's REST method names (`getDataItem`, `insertDataItem`, ...; the items module of
 * `@wix/data` also exposes them under the wix-data style names `items.get`, `items.insert`, ...). Argument names
 * are the SDK's positional argument names where the SDK argument is one request field.
 *
 * Client-side validation (argument types, bulk sizes, filter, sort and paging checks) happens before a request
 * is sent and fails with a `WDE00xx` code of the catalogue; those codes are never HTTP answers.
 */
export const dataService: ServiceInfo = {
  name: 'data',
  title: 'Data',
  prefix: '/wix-data',
  host: 'www.wixapis.com',
  sitePaths: { '/wix-data': '/_api/cloud-data' },
  platform: PLATFORM,
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  errors: dataErrors,
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type DataCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };
