// Generated from spec/data.yaml by codegen. Do not edit.


/**
 * Who may perform an action; each level includes the levels below it. Defaults: read `SITE_MEMBER_AUTHOR`,
 * insert, update and remove `CMS_EDITOR`.
 * - `ANYONE`: anyone, visitors included.
 * - `SITE_MEMBER`: any signed-in user (site members and collaborators).
 * - `SITE_MEMBER_AUTHOR`: any signed-in user; site members only access their own items.
 * - `CMS_EDITOR`: site collaborators with a CMS access role.
 * - `PRIVILEGED`: CMS administrators and users or roles granted special access.
 */
export const AccessLevel = {
  ANYONE: 'ANYONE',
  SITE_MEMBER: 'SITE_MEMBER',
  SITE_MEMBER_AUTHOR: 'SITE_MEMBER_AUTHOR',
  CMS_EDITOR: 'CMS_EDITOR',
  PRIVILEGED: 'PRIVILEGED',
} as const;

/**
 * Who may perform an action; each level includes the levels below it. Defaults: read `SITE_MEMBER_AUTHOR`,
 * insert, update and remove `CMS_EDITOR`.
 * - `ANYONE`: anyone, visitors included.
 * - `SITE_MEMBER`: any signed-in user (site members and collaborators).
 * - `SITE_MEMBER_AUTHOR`: any signed-in user; site members only access their own items.
 * - `CMS_EDITOR`: site collaborators with a CMS access role.
 * - `PRIVILEGED`: CMS administrators and users or roles granted special access.
 */
export type AccessLevel = (typeof AccessLevel)[keyof typeof AccessLevel];

export interface AggregateDataItemsRequest {
  /** ID of the collection to aggregate. */
  dataCollectionId: string;
  initialFilter?: Filter;
  aggregation?: Aggregation;
  finalFilter?: Filter;
  /** Sort entries of the results. */
  sort?: Sorting[];
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the results into. */
  language?: string;
  environment?: Environment;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface AggregateDataItemsResponse {
  results?: AggregationResults;
  pagingMetadata?: PagingMetadataV2;
}

export interface AggregatePipelineDataItemsRequest {
  /** ID of the collection to run the pipeline on. */
  dataCollectionId: string;
  pipeline?: AggregationPipeline;
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag of the items to aggregate. */
  language?: string;
  environment?: Environment;
  /** Parameters specific to the Wix app collection, genuinely free-form. */
  appOptions?: Record<string, unknown>;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface AggregatePipelineDataItemsResponse {
  results?: AggregationResults;
  pagingMetadata?: PagingMetadataV2;
}

/** Grouping and operations of an aggregation. */
export interface Aggregation {
  /** Fields to group items by; all items form one group when empty. */
  groupingFields?: string[];
  /** Operations to compute per group. */
  operations?: AggregationOperation[];
}

/** Field an aggregation operation is computed on. */
export interface AggregationOperand {
  /** Name of the item field. */
  itemFieldName?: string;
}

/** One operation of an aggregation; exactly one of the calculations is set. */
export interface AggregationOperation {
  /** Name of the result field holding the operation's value. */
  resultFieldName?: string;
  average?: AggregationOperand;
  min?: AggregationOperand;
  max?: AggregationOperand;
  sum?: AggregationOperand;
  /** Count the items of the group (no options). */
  itemCount?: Record<string, unknown>;
}

/** An aggregation pipeline, stages applied in order, and paging of the output. */
export interface AggregationPipeline {
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Stages, each applied to the previous stage's output. */
  stages?: PipelineStage[];
}

/** Aggregation results, genuinely free-form: one object per group (or pipeline output item) with the grouping values in `_id` and one property per result field. `{ "$date" }` wrappers in them are converted to `Date`. */
export type AggregationResults = Array<Record<string, unknown>>;

/** The item operations the caller may perform; returned only when `includeAllowedDataPermissions` is `true`. */
export interface AllowedDataPermissions {
  /** Whether the caller may read items. */
  itemRead?: boolean;
  /** Whether the caller may insert items. */
  itemInsert?: boolean;
  /** Whether the caller may update items. */
  itemUpdate?: boolean;
  /** Whether the caller may remove items. */
  itemRemove?: boolean;
}

/** Error body of the platform. `details` carries either an `applicationError` (business-logic rejection, with a code from the error catalogue) or a `validationError` (request fields that failed validation). System errors are sent with an empty body by design. */
export interface ApiErrorBody {
  /** Short explanation of the error. */
  message?: string;
  /** Additional information about the error. */
  details?: {
    /** Present when the service's business logic rejected the request. */
    applicationError?: {
      /** Identifier of the specific error, e.g. `WDE0073`. */
      code?: string;
      /** Detailed explanation of why the error occurred. */
      description?: string;
      /** Additional information related to the error (free-form; for `WDE0078` it carries `jsErrorValue` with the `name`, `message` and `code` of the error raised in the data hook). */
      data?: Record<string, unknown>;
    };
    /** Present when request fields failed validation. */
    validationError?: {
      /** One entry per invalid request field. */
      fieldViolations?: Array<{
        /** Name (path) of the invalid field, e.g. `dataItem.data.price`. */
        field?: string;
        /** Why the field is invalid. */
        description?: string;
        /** The rule or constraint the value violated, e.g. `MAX`. */
        violatedRule?: string;
        /** Name of the violated rule, e.g. `VALIDATION_ERROR`. */
        ruleName?: string;
        /** Additional information related to the violation (free-form). */
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** An error of one item in a bulk answer, or of a failed job. */
export interface ApplicationError {
  /** Error code, e.g. `WDE0074`. */
  code?: string;
  /** Description of the error. */
  description?: string;
  /** Data related to the error (free-form; may hold `fieldViolations`). */
  data?: Record<string, unknown>;
}

/** Metadata of an `ARRAY` field. */
export interface ArrayMetadata {
  elementType?: FieldType;
  typeMetadata?: TypeMetadata;
}

/** Size range permitted for an array field (`ARRAY`, `ARRAY_STRING`, `ARRAY_DOCUMENT`). No validation when not set. */
export interface ArraySizeRange {
  /** Minimum number of items. */
  minSize?: number;
  /** Maximum number of items. */
  maxSize?: number;
}

/** A backup of the site's collections (managed by the backups API; typed here for completeness). */
export interface Backup {
  /** Backup ID (GUID). */
  id?: string;
  status?: BackupStatus;
  type?: BackupType;
  /** When the backup was requested. */
  requestedDate?: Date;
  /** When the backup started; absent until it begins. */
  startedDate?: Date;
  /** When the backup finished; absent until it completes. */
  finishedDate?: Date;
  /** When the backup was deleted; absent unless deleted. */
  deletedDate?: Date;
  /** Backup size in bytes (an int64 as a string); absent until completed. */
  sizeInBytes?: string;
  /** IDs and display names of the collections in the backup. */
  collections?: BackupCollection[];
}

/** A collection in a backup. */
export interface BackupCollection {
  /** Collection ID. */
  id?: string;
  /** Collection display name. */
  displayName?: string;
}

/**
 * State of a backup.
 * - `PENDING`: being created.
 * - `READY`: created; can be restored.
 * - `FAILED`: creation failed.
 * - `DELETED`: deleted.
 * - `CANCELED`: canceled.
 */
export const BackupStatus = {
  PENDING: 'PENDING',
  READY: 'READY',
  FAILED: 'FAILED',
  DELETED: 'DELETED',
  CANCELED: 'CANCELED',
} as const;

/**
 * State of a backup.
 * - `PENDING`: being created.
 * - `READY`: created; can be restored.
 * - `FAILED`: creation failed.
 * - `DELETED`: deleted.
 * - `CANCELED`: canceled.
 */
export type BackupStatus = (typeof BackupStatus)[keyof typeof BackupStatus];

/**
 * Kind of backup.
 * - `ON_DEMAND`: taken on request.
 * - `AUTO`: taken automatically on a schedule.
 */
export const BackupType = {
  ON_DEMAND: 'ON_DEMAND',
  AUTO: 'AUTO',
} as const;

/**
 * Kind of backup.
 * - `ON_DEMAND`: taken on request.
 * - `AUTO`: taken automatically on a schedule.
 */
export type BackupType = (typeof BackupType)[keyof typeof BackupType];

/** Totals of a bulk call. */
export interface BulkActionMetadata {
  /** Number of items processed successfully. */
  totalSuccesses?: number;
  /** Number of items that failed. */
  totalFailures?: number;
}

/**
 * Action attempted for one item of a bulk call.
 * - `INSERT`, `UPDATE`, `DELETE`, `PATCH`: the item was inserted, updated (or replaced by a save), removed, patched.
 * - `UNKNOWN_ACTION_TYPE`: placeholder.
 */
export const BulkActionType = {
  UNKNOWN_ACTION_TYPE: 'UNKNOWN_ACTION_TYPE',
  INSERT: 'INSERT',
  UPDATE: 'UPDATE',
  DELETE: 'DELETE',
  PATCH: 'PATCH',
} as const;

/**
 * Action attempted for one item of a bulk call.
 * - `INSERT`, `UPDATE`, `DELETE`, `PATCH`: the item was inserted, updated (or replaced by a save), removed, patched.
 * - `UNKNOWN_ACTION_TYPE`: placeholder.
 */
export type BulkActionType = (typeof BulkActionType)[keyof typeof BulkActionType];

/** Result of one reference of a bulk reference call. */
export interface BulkDataItemReferenceResult {
  action?: BulkActionType;
  referenceMetadata?: ItemMetadata;
  dataItemReference?: DataItemReference;
}

/** Result of one item of a bulk call. */
export interface BulkDataItemResult {
  action?: BulkActionType;
  itemMetadata?: ItemMetadata;
  dataItem?: DataItem;
}

export interface BulkInsertDataItemReferencesRequest {
  /** ID of the collection of the referring items. */
  dataCollectionId: string;
  /** References to insert. */
  dataItemReferences: DataItemReference[];
  /** Whether each result carries its `dataItemReference`. Default `false`. */
  returnEntity?: boolean;
  environment?: Environment;
}

export interface BulkInsertDataItemReferencesResponse {
  /** One result per reference. */
  results?: BulkDataItemReferenceResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkInsertDataItemsRequest {
  /** ID of the collection to insert the items into. */
  dataCollectionId: string;
  /** Items to insert (at most 1000). */
  dataItems: DataItem[];
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the items to other items are saved. */
  saveReferences?: boolean;
}

export interface BulkInsertDataItemsResponse {
  /** One result per requested item. */
  results?: BulkDataItemResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkPatchDataItemsRequest {
  /** ID of the collection that contains the items. */
  dataCollectionId: string;
  /** One patch per item (at most 1000). */
  patches: Patch[];
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface BulkPatchDataItemsResponse {
  /** One result per patch. */
  results?: BulkDataItemResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkRemoveDataItemReferencesRequest {
  /** ID of the collection of the referring items. */
  dataCollectionId: string;
  /** References to remove. */
  dataItemReferences: DataItemReference[];
  environment?: Environment;
}

export interface BulkRemoveDataItemReferencesResponse {
  /** One result per reference. */
  results?: BulkDataItemReferenceResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkRemoveDataItemsRequest {
  /** ID of the collection that contains the items. */
  dataCollectionId: string;
  /** IDs of the items to remove (at most 1000). */
  dataItemIds: string[];
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface BulkRemoveDataItemsResponse {
  /** One result per requested ID. */
  results?: BulkDataItemResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkSaveDataItemsRequest {
  /** ID of the collection to save the items in. */
  dataCollectionId: string;
  /** Items to insert or replace (at most 1000). */
  dataItems: DataItem[];
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the items to other items are saved. */
  saveReferences?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface BulkSaveDataItemsResponse {
  /** One result per requested item. */
  results?: BulkDataItemResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkUpdateDataItemsRequest {
  /** ID of the collection that contains the items. */
  dataCollectionId: string;
  /** Items to replace, each with its ID (at most 1000). */
  dataItems: DataItem[];
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the items to other items are saved. */
  saveReferences?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface BulkUpdateDataItemsResponse {
  /** One result per requested item. */
  results?: BulkDataItemResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** What the collection supports (read-only; set by the platform from the collection type). */
export interface CollectionCapabilities {
  /** Data operations the collection's items support (`PATCH` and `BULK_PATCH` are not reported yet). */
  dataOperations?: DataOperation[];
  /** Operations on the collection itself. */
  collectionOperations?: CollectionOperation[];
  indexLimits?: IndexLimits;
}

/**
 * An operation on the collection itself.
 * - `UPDATE`: the structure can be changed (fields added, updated, deleted).
 * - `REMOVE`: the collection can be deleted.
 */
export const CollectionOperation = {
  UPDATE: 'UPDATE',
  REMOVE: 'REMOVE',
} as const;

/**
 * An operation on the collection itself.
 * - `UPDATE`: the structure can be changed (fields added, updated, deleted).
 * - `REMOVE`: the collection can be deleted.
 */
export type CollectionOperation = (typeof CollectionOperation)[keyof typeof CollectionOperation];

/**
 * How the collection was created and where it is stored (read-only).
 * - `NATIVE`: created by a site user.
 * - `WIX_APP`: created by a Wix app when it was installed; the app may change it.
 * - `BLOCKS_APP`: created by a Blocks app.
 * - `EXTERNAL`: stored in an externally connected database.
 */
export const CollectionType = {
  NATIVE: 'NATIVE',
  WIX_APP: 'WIX_APP',
  BLOCKS_APP: 'BLOCKS_APP',
  EXTERNAL: 'EXTERNAL',
} as const;

/**
 * How the collection was created and where it is stored (read-only).
 * - `NATIVE`: created by a site user.
 * - `WIX_APP`: created by a Wix app when it was installed; the app may change it.
 * - `BLOCKS_APP`: created by a Blocks app.
 * - `EXTERNAL`: stored in an externally connected database.
 */
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];

export interface CountDataItemsRequest {
  /** ID of the collection to count items of. */
  dataCollectionId: string;
  filter?: Filter;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag of the text the filter matches. */
  language?: string;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface CountDataItemsResponse {
  /** Number of matching items. */
  totalCount?: number;
}

export interface CreateDataCollectionFieldRequest {
  /** ID of the collection to update. */
  dataCollectionId: string;
  field: Field;
}

export interface CreateDataCollectionFieldResponse {
  dataCollection?: DataCollection;
}

export interface CreateDataCollectionRequest {
  collection: DataCollection;
}

export interface CreateDataCollectionResponse {
  collection?: DataCollection;
}

/** Cursor paging. */
export interface CursorPaging {
  /** Number of items to return. */
  limit?: number;
  /** Pointer to the next or previous page, from `pagingMetadata.cursors` of the previous answer. Not used in the first request; a request with a cursor carries no filter or sort, and no skip (`WDE0080`). */
  cursor?: string;
}

/** Cursors to the neighbouring pages (cursor paging). */
export interface Cursors {
  /** Cursor to the next page. */
  next?: string;
  /** Cursor to the previous page. */
  prev?: string;
}

/** A data collection, the structure of the items stored in it. */
export interface DataCollection {
  /** Collection ID, for example `Books`; app collections use `AppName/CollectionName`. Immutable. */
  id?: string;
  collectionType?: CollectionType;
  /** ID of the app that defined the collection; absent for collections defined by site users. */
  ownerAppId?: string;
  /** Maximum number of items one query returns: 1000 with offset paging and 100 with cursor paging for native collections; 50 by default (up to 1000) for external ones. */
  maxPageSize?: number;
  /** Display name in the CMS, for example `My First Collection`. */
  displayName?: string;
  defaultDisplayOrder?: Sort;
  /** UI-friendly namespace of the Wix app the collection belongs to (Stores, Bookings...); empty otherwise. */
  displayNamespace?: string;
  /** Field whose value represents an item when it is referenced from another collection. */
  displayField?: string;
  capabilities?: CollectionCapabilities;
  /** The collection's fields. */
  fields?: Field[];
  permissions?: Permissions;
  dataPermissions?: DataPermissions;
  allowedDataPermissions?: AllowedDataPermissions;
  /** Revision number (an int64 as a string), incremented by every update. An update must give the latest revision. */
  revision?: string;
  /** Plugins the collection uses. */
  plugins?: Plugin[];
  /** Paging modes the collection supports (native collections support offset paging by default). */
  pagingModes?: PagingMode[];
  /** When the collection was created. */
  createdDate?: Date;
  /** When the collection was last updated. */
  updatedDate?: Date;
  /** Whether every field validation is enforced during data operations. */
  strictMode?: boolean;
  /** Free-text description of the collection's purpose and contents. */
  description?: string;
  deprecation?: Deprecation;
}

/** {@link DataCollection} as a request sends it: without the fields the server sets (readOnly). */
export interface DataCollectionWritable {
  /** Collection ID, for example `Books`; app collections use `AppName/CollectionName`. Immutable. */
  id?: string;
  collectionType?: CollectionType;
  /** Display name in the CMS, for example `My First Collection`. */
  displayName?: string;
  defaultDisplayOrder?: Sort;
  /** Field whose value represents an item when it is referenced from another collection. */
  displayField?: string;
  capabilities?: CollectionCapabilities;
  /** The collection's fields. */
  fields?: FieldWritable[];
  permissions?: Permissions;
  dataPermissions?: DataPermissions;
  allowedDataPermissions?: AllowedDataPermissions;
  /** Revision number (an int64 as a string), incremented by every update. An update must give the latest revision. */
  revision?: string;
  /** Plugins the collection uses. */
  plugins?: Plugin[];
  /** Whether every field validation is enforced during data operations. */
  strictMode?: boolean;
  /** Free-text description of the collection's purpose and contents. */
  description?: string;
  deprecation?: Deprecation;
}

/** An item of a collection. */
export interface DataItem {
  /** Item ID (the same as `data._id`). Generated when not given on insert. */
  id?: string;
  /** ID of the collection the item belongs to (set by the platform in answers). */
  dataCollectionId?: string;
  /** The item's field values, genuinely free-form: the keys are the collection's field keys and the values follow each field's type. Answers also carry the system fields `_id` (item ID), `_createdDate`, `_updatedDate` (dates) and `_owner` (ID of the user who created the item). A date and time travels as `{ "$date": "YYYY-MM-DDTHH:mm:ss.sssZ" }` at any depth; the runtime turns those wrappers into `Date` and every `Date` back into a wrapper. */
  data?: Record<string, unknown>;
}

export interface DataItemCreatedEvent {
  entity: DataItem;
  metadata: EventMetadata;
}

export interface DataItemDeletedEvent {
  entity: DeletedDataItem;
  metadata: EventMetadata;
}

/** A reference from a referring item's multi-reference field to a referenced item. */
export interface DataItemReference {
  /** Key of the referring item's multi-reference field. */
  referringItemFieldName?: string;
  /** ID of the referring item. */
  referringItemId?: string;
  /** ID of the referenced item. */
  referencedItemId?: string;
}

export interface DataItemUpdatedEvent {
  entity: DataItem;
  metadata: EventMetadata;
}

/** A data operation on a collection's items. */
export const DataOperation = {
  AGGREGATE: 'AGGREGATE',
  BULK_INSERT: 'BULK_INSERT',
  BULK_REMOVE: 'BULK_REMOVE',
  BULK_SAVE: 'BULK_SAVE',
  BULK_UPDATE: 'BULK_UPDATE',
  COUNT: 'COUNT',
  DISTINCT: 'DISTINCT',
  FIND: 'FIND',
  GET: 'GET',
  INSERT: 'INSERT',
  INSERT_REFERENCE: 'INSERT_REFERENCE',
  IS_REFERENCED: 'IS_REFERENCED',
  QUERY_REFERENCED: 'QUERY_REFERENCED',
  REMOVE: 'REMOVE',
  REMOVE_REFERENCE: 'REMOVE_REFERENCE',
  REPLACE_REFERENCES: 'REPLACE_REFERENCES',
  SAVE: 'SAVE',
  TRUNCATE: 'TRUNCATE',
  UPDATE: 'UPDATE',
  PATCH: 'PATCH',
  BULK_PATCH: 'BULK_PATCH',
} as const;

/** A data operation on a collection's items. */
export type DataOperation = (typeof DataOperation)[keyof typeof DataOperation];

/** Item permissions as access levels (the newer model of `permissions`). */
export interface DataPermissions {
  itemRead?: AccessLevel;
  itemInsert?: AccessLevel;
  itemUpdate?: AccessLevel;
  itemRemove?: AccessLevel;
}

/** Options of the Publish plugin for an item operation. */
export interface DataPublishPluginOptions {
  /** Whether draft items are included (the SDK's `showDrafts` option). Default `false`. */
  includeDraftItems?: boolean;
}

export interface DeleteDataCollectionFieldRequest {
  /** ID of the collection to update. */
  dataCollectionId: string;
  /** Key of the field to delete. */
  fieldKey: string;
}

export interface DeleteDataCollectionFieldResponse {
  dataCollection?: DataCollection;
}

/** Empty answer. */
export type DeleteDataCollectionResponse = Record<string, unknown>;

/** The removed item's identity. */
export interface DeletedDataItem {
  /** ID of the removed item. */
  id?: string;
  /** ID of the collection it belonged to. */
  dataCollectionId?: string;
}

/** Deprecation of an app collection (read-only). */
export interface Deprecation {
  /** Whether the collection is deprecated. */
  deprecated?: boolean;
  /** Message naming the replacement collection. */
  deprecationMessage?: string;
}

/** Sort direction. Default `ASC`. */
export const Direction = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Sort direction. Default `ASC`. */
export type Direction = (typeof Direction)[keyof typeof Direction];

/**
 * Collection environment an operation runs in.
 * - `LIVE`: the collection's live environment (default).
 * - `SANDBOX`: the collection's sandbox environment.
 * - `SANDBOX_PREFERRED`: the sandbox environment when it is enabled, the live one otherwise.
 */
export const Environment = {
  LIVE: 'LIVE',
  SANDBOX: 'SANDBOX',
  SANDBOX_PREFERRED: 'SANDBOX_PREFERRED',
} as const;

/**
 * Collection environment an operation runs in.
 * - `LIVE`: the collection's live environment (default).
 * - `SANDBOX`: the collection's sandbox environment.
 * - `SANDBOX_PREFERRED`: the sandbox environment when it is enabled, the live one otherwise.
 */
export type Environment = (typeof Environment)[keyof typeof Environment];

/** Metadata of an event. */
export interface EventMetadata {
  /** Event ID. Use it to spot and ignore duplicate deliveries. */
  id?: string;
  /** Fully qualified domain name of the entity, `wix.data.v2.data_item`. */
  entityFqdn?: string;
  /** Event action name, `created`, `updated` or `deleted`. */
  slug?: string;
  /** ID of the item the event is about. */
  entityId?: string;
  /** When the event happened (UTC). */
  eventTime?: Date;
  /** Whether the event was triggered by a privacy regulation request (for example GDPR). */
  triggeredByAnonymizeRequest?: boolean;
  /** The action that triggered the event, if known. */
  originatedFrom?: string;
  /** Sequence number of the entity's updates; a later update has a higher number. Compare it to the last one handled to ignore out-of-order deliveries. */
  entityEventSequence?: string;
  /** App instance ID. */
  instanceId?: string;
  /** Event type, e.g. `wix.data.v2.data_item_created`. */
  eventType?: string;
  identity?: IdentificationData;
}

/** A pipeline expression; exactly one of its properties is set: a field path, a literal text or number, or an operation on other expressions. (Recursive, so it declares no conversions.) */
export interface Expression {
  /** Path of the field whose value to use (dot notation, for example `product.price`). */
  fieldPath?: string;
  /** Text value. */
  text?: string;
  /** Number value. */
  numeric?: number;
  add?: ExpressionList;
  sum?: ExpressionList;
  subtract?: ExpressionPair;
  multiply?: ExpressionList;
  divide?: ExpressionPair;
  abs?: ExpressionOperand;
  mod?: ExpressionPair;
  floor?: ExpressionOperand;
  ceil?: ExpressionOperand;
  concat?: ExpressionList;
  stringify?: ExpressionOperand;
  toLower?: ExpressionOperand;
  toUpper?: ExpressionOperand;
  substring?: SubstringOperation;
  length?: ExpressionOperand;
}

/** Operands of `add`, `sum`, `multiply` (numbers) or `concat` (strings). */
export interface ExpressionList {
  /** The operands. */
  expressions?: Expression[];
}

/** The single operand of an operation (`abs`, `floor`, `ceil`, `stringify`, `toLower`, `toUpper`, `length`) or accumulator. */
export interface ExpressionOperand {
  expression?: Expression;
}

/** Operands of `subtract`, `divide` and `mod` (`firstExpression` op `secondExpression`; divisors non-zero). */
export interface ExpressionPair {
  firstExpression?: Expression;
  secondExpression?: Expression;
}

/** A field of a collection. At most one of `numberRange`, `stringLengthRange` and `arraySizeRange` is set. */
export interface Field {
  /** Field key, for example `firstName`. */
  key: string;
  /** Display name in the CMS, for example `First Name`. */
  displayName?: string;
  type: FieldType;
  typeMetadata?: TypeMetadata;
  /** Whether the field is a system field (`_id`, `_createdDate`, `_updatedDate`, `_owner`). */
  systemField?: boolean;
  capabilities?: FieldCapabilities;
  /** Whether the field is encrypted. */
  encrypted?: boolean;
  /** Field description. */
  description?: string;
  /** Whether the field is read-only. Default `false`. */
  readOnly?: boolean;
  /** Whether the field can be set once and not updated afterwards. Default `false`. */
  immutable?: boolean;
  /** Whether the field is required. Default `false`. */
  required?: boolean;
  numberRange?: NumberRange;
  stringLengthRange?: StringLengthRange;
  arraySizeRange?: ArraySizeRange;
  /** Additional plugins of the field. */
  plugins?: FieldPlugin[];
  condition?: FieldCondition;
}

/** {@link Field} as a request sends it: without the fields the server sets (readOnly). */
export interface FieldWritable {
  /** Field key, for example `firstName`. */
  key: string;
  /** Display name in the CMS, for example `First Name`. */
  displayName?: string;
  type: FieldType;
  typeMetadata?: TypeMetadata;
  capabilities?: FieldCapabilities;
  /** Whether the field is encrypted. */
  encrypted?: boolean;
  /** Field description. */
  description?: string;
  /** Whether the field is read-only. Default `false`. */
  readOnly?: boolean;
  /** Whether the field can be set once and not updated afterwards. Default `false`. */
  immutable?: boolean;
  /** Whether the field is required. Default `false`. */
  required?: boolean;
  numberRange?: NumberRange;
  stringLengthRange?: StringLengthRange;
  arraySizeRange?: ArraySizeRange;
  /** Additional plugins of the field. */
  plugins?: FieldPlugin[];
  condition?: FieldCondition;
}

/** What a field supports (read-only). */
export interface FieldCapabilities {
  /** Whether items can be sorted by the field. Default `false`. */
  sortable?: boolean;
  /** Query operators that can be used on the field. */
  queryOperators?: QueryOperator[];
}

/** Present when the field is conditional and not returned by default (read-only). */
export interface FieldCondition {
  /** Field group; the field is returned only when the group is requested in `includeFieldGroups`. */
  groupName?: string;
  permission?: FieldPermission;
}

/** One modification of a patch; the options property matching `action` is set. */
export interface FieldModification {
  /** Path of the field to modify, for example `title` or, nested, `address.street`. */
  fieldPath?: string;
  action?: PatchAction;
  /** Options of `SET_FIELD`. */
  setFieldOptions?: {
    /** Value to set, any JSON value (replaces the current value; dates as `{ "$date" }` wrappers). */
    value?: unknown;
  };
  /** Options of `INCREMENT_FIELD`. */
  incrementFieldOptions?: {
    /** Amount to add to the current value (negative to decrement). */
    value?: number;
  };
  /** Options of `APPEND_TO_ARRAY`. */
  appendToArrayOptions?: {
    /** Value to append to the array, any JSON value. */
    value?: unknown;
  };
  /** Options of `REMOVE_FROM_ARRAY`. */
  removeFromArrayOptions?: {
    /** Value to remove from the array, any JSON value. */
    value?: unknown;
  };
}

/**
 * Who may request a conditional field.
 * - `ANYONE`: any role.
 * - `RESTRICTED`: special permission required; the field may be left out of results otherwise.
 */
export const FieldPermission = {
  ANYONE: 'ANYONE',
  RESTRICTED: 'RESTRICTED',
} as const;

/**
 * Who may request a conditional field.
 * - `ANYONE`: any role.
 * - `RESTRICTED`: special permission required; the field may be left out of results otherwise.
 */
export type FieldPermission = (typeof FieldPermission)[keyof typeof FieldPermission];

/** An optional plugin of a field. */
export interface FieldPlugin {
  type?: FieldPluginType;
  /** Options of the `CMS` plugin. */
  cmsOptions?: {
    /** Whether the field is internal to the CMS (not displayed). Default `false`. */
    internal?: boolean;
  };
  /** Options of a category field. */
  categoryFieldOptions?: {
    /** Input-only flag designating this category field's group as the target of `_primaryCategory`. */
    isPrimary?: boolean;
  };
}

/** Type of a field plugin. */
export const FieldPluginType = {
  UNKNOWN: 'UNKNOWN',
  CMS: 'CMS',
} as const;

/** Type of a field plugin. */
export type FieldPluginType = (typeof FieldPluginType)[keyof typeof FieldPluginType];

/**
 * Data type of a field (the SDK's `Type`).
 * - `TEXT`: plain-text string. `NUMBER`: number. `BOOLEAN`: `true` or `false`.
 * - `DATE`: date string `YYYY-MM-DD`. `DATETIME`: date and time, on the wire `{ "$date": "YYYY-MM-DDTHH:mm:ss.sssZ" }`.
 *   `TIME`: time string `hh:mm:ss.SSS`.
 * - `IMAGE`, `DOCUMENT`, `VIDEO`, `AUDIO`: web or Media Manager URL. `URL`: `http://`, `https://`, `ftp://`,
 *   `mailto:`, `sms:` or `tel:` URL. `MEDIA_GALLERY`: array of media URLs.
 * - `RICH_TEXT`: string with a subset of HTML. `RICH_CONTENT`: rich content document.
 * - `ANY`: any type. `ARRAY_STRING`: array of strings. `ARRAY_DOCUMENT`: array of document URLs. `ARRAY`: array.
 *   `OBJECT`: JSON object.
 * - `LANGUAGE`: ISO 639-1 language code, optionally with an ISO 3166-1 alpha-2 country.
 * - `ADDRESS`: address object. `PAGE_LINK`: dynamic page link.
 * - `REFERENCE`: reference to one item of another collection (give `typeMetadata.reference.referencedCollectionId`).
 *   `MULTI_REFERENCE`: references to several items of another collection.
 * - `LEGACY_TIME`, `LEGACY_BOOK`, `LEGACY_EXTERNAL_URL`, `LEGACY_BROKEN_REFERENCE`, `LEGACY_IMAGE`,
 *   `LEGACY_COLOR`, `LEGACY_EXTERNAL_VIDEO`: deprecated types that may appear in legacy collections.
 * - `SLUG`: slug for dynamic page URLs. `EMAIL`: e-mail address. `MEDIA_IMAGE`: media image object.
 *   `MEDIA_VECTOR_ART`: media vector art object (preview types).
 */
export const FieldType = {
  TEXT: 'TEXT',
  NUMBER: 'NUMBER',
  DATE: 'DATE',
  DATETIME: 'DATETIME',
  IMAGE: 'IMAGE',
  BOOLEAN: 'BOOLEAN',
  DOCUMENT: 'DOCUMENT',
  URL: 'URL',
  RICH_TEXT: 'RICH_TEXT',
  VIDEO: 'VIDEO',
  ANY: 'ANY',
  ARRAY_STRING: 'ARRAY_STRING',
  ARRAY_DOCUMENT: 'ARRAY_DOCUMENT',
  AUDIO: 'AUDIO',
  TIME: 'TIME',
  LANGUAGE: 'LANGUAGE',
  RICH_CONTENT: 'RICH_CONTENT',
  MEDIA_GALLERY: 'MEDIA_GALLERY',
  ADDRESS: 'ADDRESS',
  PAGE_LINK: 'PAGE_LINK',
  REFERENCE: 'REFERENCE',
  MULTI_REFERENCE: 'MULTI_REFERENCE',
  OBJECT: 'OBJECT',
  ARRAY: 'ARRAY',
  LEGACY_TIME: 'LEGACY_TIME',
  LEGACY_BOOK: 'LEGACY_BOOK',
  LEGACY_EXTERNAL_URL: 'LEGACY_EXTERNAL_URL',
  LEGACY_BROKEN_REFERENCE: 'LEGACY_BROKEN_REFERENCE',
  LEGACY_IMAGE: 'LEGACY_IMAGE',
  LEGACY_COLOR: 'LEGACY_COLOR',
  LEGACY_EXTERNAL_VIDEO: 'LEGACY_EXTERNAL_VIDEO',
  SLUG: 'SLUG',
  EMAIL: 'EMAIL',
  MEDIA_IMAGE: 'MEDIA_IMAGE',
  MEDIA_VECTOR_ART: 'MEDIA_VECTOR_ART',
} as const;

/**
 * Data type of a field (the SDK's `Type`).
 * - `TEXT`: plain-text string. `NUMBER`: number. `BOOLEAN`: `true` or `false`.
 * - `DATE`: date string `YYYY-MM-DD`. `DATETIME`: date and time, on the wire `{ "$date": "YYYY-MM-DDTHH:mm:ss.sssZ" }`.
 *   `TIME`: time string `hh:mm:ss.SSS`.
 * - `IMAGE`, `DOCUMENT`, `VIDEO`, `AUDIO`: web or Media Manager URL. `URL`: `http://`, `https://`, `ftp://`,
 *   `mailto:`, `sms:` or `tel:` URL. `MEDIA_GALLERY`: array of media URLs.
 * - `RICH_TEXT`: string with a subset of HTML. `RICH_CONTENT`: rich content document.
 * - `ANY`: any type. `ARRAY_STRING`: array of strings. `ARRAY_DOCUMENT`: array of document URLs. `ARRAY`: array.
 *   `OBJECT`: JSON object.
 * - `LANGUAGE`: ISO 639-1 language code, optionally with an ISO 3166-1 alpha-2 country.
 * - `ADDRESS`: address object. `PAGE_LINK`: dynamic page link.
 * - `REFERENCE`: reference to one item of another collection (give `typeMetadata.reference.referencedCollectionId`).
 *   `MULTI_REFERENCE`: references to several items of another collection.
 * - `LEGACY_TIME`, `LEGACY_BOOK`, `LEGACY_EXTERNAL_URL`, `LEGACY_BROKEN_REFERENCE`, `LEGACY_IMAGE`,
 *   `LEGACY_COLOR`, `LEGACY_EXTERNAL_VIDEO`: deprecated types that may appear in legacy collections.
 * - `SLUG`: slug for dynamic page URLs. `EMAIL`: e-mail address. `MEDIA_IMAGE`: media image object.
 *   `MEDIA_VECTOR_ART`: media vector art object (preview types).
 */
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

/** Filter in the platform's query language, genuinely free-form: `{"field": value}` or `{"field": {"$operator": value}}`, combined with `$and`, `$or`, `$not`. Operators: `$eq`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte`, `$in`, `$hasSome`, `$hasAll`, `$startsWith`, `$endsWith`, `$contains`, `$exists`, `$urlized`, `$matches` (`{ ignoreCase: true, spec: [{ type: literal | anyOf, value }] }`); `$regex` is not allowed (`WDE0070`). Values must match the field's type; a date-time value is written `{ "$date": "<ISO 8601>" }` (a `Date` given by the caller is sent as that wrapper). Numeric strings of up to 16 digits with an optional minus sign are matched as text or number by `$urlized`. */
export type Filter = Record<string, unknown>;

export interface GetDataCollectionResponse {
  collection?: DataCollection;
  /** Collections referenced by the requested one (only when requested). */
  referencedCollections?: DataCollection[];
}

export interface GetDataItemResponse {
  dataItem?: DataItem;
}

/** Who caused the event. Exactly one of the IDs is set, matching `identityType`. */
export interface IdentificationData {
  identityType?: IdentityType;
  /** ID of a site visitor who is not logged in. */
  anonymousVisitorId?: string;
  /** ID of a logged-in site member. */
  memberId?: string;
  /** ID of a site user (owner, contributor...). */
  wixUserId?: string;
  /** ID of an app. */
  appId?: string;
}

/** Kind of identity that caused an event. */
export const IdentityType = {
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/** Kind of identity that caused an event. */
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];

/** Format of an import file; detected when not given (`UNKNOWN`). */
export const ImportFileFormat = {
  UNKNOWN: 'UNKNOWN',
  CSV: 'CSV',
  JSONL: 'JSONL',
} as const;

/** Format of an import file; detected when not given (`UNKNOWN`). */
export type ImportFileFormat = (typeof ImportFileFormat)[keyof typeof ImportFileFormat];

/** A data import (movement) job from a CSV or JSONL file into a collection (the SDK's `DataMovementJob` of the movement jobs API, with a file source and a collection destination; typed here for completeness). */
export interface ImportJob {
  /** Job ID (GUID). */
  id?: string;
  /** Job name. */
  name?: string;
  status?: ImportJobStatus;
  /** File to import. */
  source?: {
    /** Uploaded source file. */
    file?: {
      format?: ImportFileFormat;
      /** File ID from the file upload URL call. */
      fileId?: string;
      /** URL the file was uploaded to. */
      url?: string;
    };
  };
  /** Collection to import into. */
  destination?: {
    /** Destination collection. */
    wixDataCollection?: {
      /** ID of the destination collection. */
      collectionId?: string;
      writePolicy?: ImportWritePolicy;
    };
  };
  /** Progress while `status` is `IN_PROGRESS`. */
  progress?: {
    /** Units already processed. */
    current?: number;
    /** Total units to move. */
    total?: number;
    /** Items that failed to move. */
    itemsRejected?: number;
    /** Items moved successfully. */
    itemsSuccessful?: number;
  };
  /** When the job was submitted. */
  startedAt?: Date;
  /** When the job finished (`COMPLETED`, `FAILED` or `PARTIALLY_SUCCESSFUL`). */
  finishedAt?: Date;
  error?: ApplicationError;
  /** Details when `status` is `PARTIALLY_SUCCESSFUL`. */
  partiallySuccessfulOptions?: {
    /** Why the job was only partially successful. */
    cause?: string;
  };
}

/**
 * State of an import job.
 * - `UNINITIALIZED`: submitted, not started.
 * - `INITIALIZING`: initializing.
 * - `IN_PROGRESS`: in progress.
 * - `COMPLETED`: completed successfully.
 * - `FAILED`: failed.
 * - `PARTIALLY_SUCCESSFUL`: completed, but only partially (a destination limitation).
 */
export const ImportJobStatus = {
  UNINITIALIZED: 'UNINITIALIZED',
  INITIALIZING: 'INITIALIZING',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  PARTIALLY_SUCCESSFUL: 'PARTIALLY_SUCCESSFUL',
} as const;

/**
 * State of an import job.
 * - `UNINITIALIZED`: submitted, not started.
 * - `INITIALIZING`: initializing.
 * - `IN_PROGRESS`: in progress.
 * - `COMPLETED`: completed successfully.
 * - `FAILED`: failed.
 * - `PARTIALLY_SUCCESSFUL`: completed, but only partially (a destination limitation).
 */
export type ImportJobStatus = (typeof ImportJobStatus)[keyof typeof ImportJobStatus];

/**
 * Import mode: what happens to items that already exist in the destination. Default `OVERWRITE`.
 * - `OVERWRITE`: an item with the same ID is overwritten.
 * - `SKIP_EXISTING`: an item with the same ID is skipped.
 * - `TRUNCATE_BEFORE`: the collection is emptied first; it then holds only the imported items.
 */
export const ImportWritePolicy = {
  OVERWRITE: 'OVERWRITE',
  SKIP_EXISTING: 'SKIP_EXISTING',
  TRUNCATE_BEFORE: 'TRUNCATE_BEFORE',
} as const;

/**
 * Import mode: what happens to items that already exist in the destination. Default `OVERWRITE`.
 * - `OVERWRITE`: an item with the same ID is overwritten.
 * - `SKIP_EXISTING`: an item with the same ID is skipped.
 * - `TRUNCATE_BEFORE`: the collection is emptied first; it then holds only the imported items.
 */
export type ImportWritePolicy = (typeof ImportWritePolicy)[keyof typeof ImportWritePolicy];

/** A reference field whose referenced items are included in the results. */
export interface IncludedReference {
  /** Key of the reference or multi-reference field. */
  field: string;
  /** Maximum number of referenced items to include per item. */
  limit?: number;
}

/** An index of a collection's data, organised by specific fields to speed up queries (managed by the indexes API; typed here for completeness). */
export interface Index {
  /** Index ID (GUID). */
  id?: string;
  /** Index name. */
  name?: string;
  /** Indexed fields (at most 3; 1 for a unique index). */
  fields?: IndexField[];
  status?: IndexStatus;
  failure?: IndexFailure;
  /** Whether the index enforces unique values (then it has 1 field). Default `false`. */
  unique?: boolean;
  /** Whether the index ignores case. Default `false`. */
  caseInsensitive?: boolean;
  source?: IndexSource;
}

/** Why an index failed (when `status` is `FAILED`). */
export interface IndexFailure {
  /** `WDE0112` (unknown error while building the index), `WDE0113` (duplicate key) or `WDE0114` (document too large). */
  code?: string;
  /** Description of the failure. */
  description?: string;
  /** ID of the item that caused the failure, for example one holding a duplicate value. */
  itemId?: string;
}

/** An indexed field. */
export interface IndexField {
  /** Path of the field, for example `title` or `options.price`. */
  path?: string;
  order?: SortOrder;
}

/** Maximum number of indexes of the collection. */
export interface IndexLimits {
  /** Maximum number of regular (non-unique) indexes. */
  regular?: number;
  /** Maximum number of unique indexes. */
  unique?: number;
  /** Maximum number of regular and unique indexes together. */
  total?: number;
}

/**
 * Source of an index. Default `USER`.
 * - `SYSTEM`: created by the platform for every collection (ID, creation date); cannot be deleted, not counted.
 * - `USER`: created by a user through the API or the dashboard.
 * - `AUTO`: created automatically from slow queries on large collections; not counted, may be deleted.
 */
export const IndexSource = {
  SYSTEM: 'SYSTEM',
  USER: 'USER',
  AUTO: 'AUTO',
} as const;

/**
 * Source of an index. Default `USER`.
 * - `SYSTEM`: created by the platform for every collection (ID, creation date); cannot be deleted, not counted.
 * - `USER`: created by a user through the API or the dashboard.
 * - `AUTO`: created automatically from slow queries on large collections; not counted, may be deleted.
 */
export type IndexSource = (typeof IndexSource)[keyof typeof IndexSource];

/**
 * Status of an index (read-only).
 * - `UNKNOWN`: placeholder, never returned.
 * - `BUILDING`: being created.
 * - `ACTIVE`: created; used by queries.
 * - `DROPPING`: being dropped.
 * - `DROPPED`: dropped.
 * - `FAILED`: creation failed (see `failure`).
 * - `INVALID`: contains incorrectly indexed data.
 */
export const IndexStatus = {
  UNKNOWN: 'UNKNOWN',
  BUILDING: 'BUILDING',
  ACTIVE: 'ACTIVE',
  DROPPING: 'DROPPING',
  DROPPED: 'DROPPED',
  FAILED: 'FAILED',
  INVALID: 'INVALID',
} as const;

/**
 * Status of an index (read-only).
 * - `UNKNOWN`: placeholder, never returned.
 * - `BUILDING`: being created.
 * - `ACTIVE`: created; used by queries.
 * - `DROPPING`: being dropped.
 * - `DROPPED`: dropped.
 * - `FAILED`: creation failed (see `failure`).
 * - `INVALID`: contains incorrectly indexed data.
 */
export type IndexStatus = (typeof IndexStatus)[keyof typeof IndexStatus];

export interface InsertDataItemRequest {
  /** ID of the collection to insert the item into. */
  dataCollectionId: string;
  dataItem: DataItem;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the item to other items are saved. */
  saveReferences?: boolean;
  /** Whether referenced items are included in the answer (the SDK's `includeReferences`). */
  includeReferencedItems?: boolean;
}

export interface InsertDataItemResponse {
  dataItem?: DataItem;
}

export interface IsReferencedDataItemRequest {
  /** ID of the collection of the referring item. */
  dataCollectionId: string;
  /** Multi-reference field of the referring item to check. */
  referringItemFieldName: string;
  /** ID of the referring item. */
  referringItemId: string;
  /** ID of the item that may be referenced. */
  referencedItemId: string;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  environment?: Environment;
}

export interface IsReferencedDataItemResponse {
  /** Whether the reference exists. */
  isReferenced?: boolean;
}

/** Outcome of one item (or reference) of a bulk call. */
export interface ItemMetadata {
  /** Item ID; absent when there is none (for example a failed insert without an ID). */
  id?: string;
  /** Index of the item in the request array. */
  originalIndex?: number;
  /** Whether the action succeeded; when `false`, `error` is set. */
  success?: boolean;
  error?: ApplicationError;
}

export interface ListDataCollectionsResponse {
  /** The collections of this page. */
  collections?: DataCollection[];
  pagingMetadata?: PagingMetadataV2;
}

/** Metadata of a `MULTI_REFERENCE` field. */
export interface MultiReferenceMetadata {
  /** ID of the referenced collection. */
  referencedCollectionId?: string;
  /** Key of the field in the referenced collection that holds the opposite side of the references. */
  referencingFieldKey?: string;
  /** Display name in the CMS of the referenced data. */
  referencingDisplayName?: string;
}

/** Range of values permitted for a numerical field. No validation when not set. */
export interface NumberRange {
  /** Minimum permitted value. */
  min?: number;
  /** Maximum permitted value. */
  max?: number;
}

/** A field inside an `OBJECT` field. */
export interface ObjectField {
  /** Field key. */
  key?: string;
  /** Display name. */
  displayName?: string;
  type?: FieldType;
  typeMetadata?: TypeMetadata;
  capabilities?: FieldCapabilities;
}

/** Metadata of an `OBJECT` field. */
export interface ObjectMetadata {
  /** Fields of the object. */
  fields?: ObjectField[];
}

/** How the page link value is calculated; one of the two patterns is set. */
export interface PageLinkCalculator {
  /** Value calculated from a pattern of fields; whitespace is replaced with `-`. */
  fieldsPattern?: {
    /** Pattern, for example `/books/{title}`. */
    pattern?: string;
    /** Whether the value is lowercased. */
    lowercase?: boolean;
  };
  /** Value only URL-encoded. */
  urlizedOnlyPattern?: {
    /** Pattern. */
    pattern?: string;
  };
}

/** Metadata of a `PAGE_LINK` field. */
export interface PageLinkMetadata {
  calculator?: PageLinkCalculator;
  /** Reference to the router pattern in the site document. */
  linkedRouterPage?: string;
}

/** Offset paging. */
export interface Paging {
  /** Number of items to return. Default 50 (`x-client-rules.defaultPageSize`). */
  limit?: number;
  /** Number of items to skip in the current sort order. Default 0. */
  offset?: number;
}

/** Paging metadata of a list, query or aggregation. */
export interface PagingMetadataV2 {
  /** Number of items returned in this answer. */
  count?: number;
  /** Offset that was requested (offset paging). */
  offset?: number;
  /** Total number of matching items. Returned with offset paging when `returnTotalCount` is `true` (lists of collections always) and `tooManyToCount` is not set. */
  total?: number;
  /** Whether the server failed to compute `total`. */
  tooManyToCount?: boolean;
  cursors?: Cursors;
  /** Whether there are more results after this page. */
  hasNext?: boolean;
}

/**
 * Paging modes.
 * - `OFFSET`: offset-based paging (`paging.limit`, `paging.offset`).
 * - `CURSOR`: cursor-based paging (`cursorPaging.limit`, `cursorPaging.cursor`).
 */
export const PagingMode = {
  OFFSET: 'OFFSET',
  CURSOR: 'CURSOR',
} as const;

/**
 * Paging modes.
 * - `OFFSET`: offset-based paging (`paging.limit`, `paging.offset`).
 * - `CURSOR`: cursor-based paging (`cursorPaging.limit`, `cursorPaging.cursor`).
 */
export type PagingMode = (typeof PagingMode)[keyof typeof PagingMode];

/** Modifications of one item. */
export interface Patch {
  /** ID of the item to patch. */
  dataItemId?: string;
  /** Modifications to apply, in order. */
  fieldModifications?: FieldModification[];
}

/**
 * Patch action of a field modification (the SDK's `ACTION`).
 * - `SET_FIELD`: set the field to a value.
 * - `REMOVE_FIELD`: remove the field.
 * - `INCREMENT_FIELD`: add a number to the field.
 * - `APPEND_TO_ARRAY`: append a value to an array field.
 * - `REMOVE_FROM_ARRAY`: remove a value from an array field.
 * - `UNKNOWN_ACTION`: placeholder.
 */
export const PatchAction = {
  UNKNOWN_ACTION: 'UNKNOWN_ACTION',
  SET_FIELD: 'SET_FIELD',
  REMOVE_FIELD: 'REMOVE_FIELD',
  INCREMENT_FIELD: 'INCREMENT_FIELD',
  APPEND_TO_ARRAY: 'APPEND_TO_ARRAY',
  REMOVE_FROM_ARRAY: 'REMOVE_FROM_ARRAY',
} as const;

/**
 * Patch action of a field modification (the SDK's `ACTION`).
 * - `SET_FIELD`: set the field to a value.
 * - `REMOVE_FIELD`: remove the field.
 * - `INCREMENT_FIELD`: add a number to the field.
 * - `APPEND_TO_ARRAY`: append a value to an array field.
 * - `REMOVE_FROM_ARRAY`: remove a value from an array field.
 * - `UNKNOWN_ACTION`: placeholder.
 */
export type PatchAction = (typeof PatchAction)[keyof typeof PatchAction];

export interface PatchDataItemRequest {
  /** ID of the collection that contains the item. */
  dataCollectionId: string;
  patch: Patch;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface PatchDataItemResponse {
  dataItem?: DataItem;
}

/**
 * Role of a collection permission (the SDK's `Role`).
 * - `ADMIN`: site administrator.
 * - `SITE_MEMBER_AUTHOR`: signed-in user who added the item.
 * - `SITE_MEMBER`: any signed-in user.
 * - `ANYONE`: any site visitor.
 */
export const PermissionRole = {
  ADMIN: 'ADMIN',
  SITE_MEMBER_AUTHOR: 'SITE_MEMBER_AUTHOR',
  SITE_MEMBER: 'SITE_MEMBER',
  ANYONE: 'ANYONE',
} as const;

/**
 * Role of a collection permission (the SDK's `Role`).
 * - `ADMIN`: site administrator.
 * - `SITE_MEMBER_AUTHOR`: signed-in user who added the item.
 * - `SITE_MEMBER`: any signed-in user.
 * - `ANYONE`: any site visitor.
 */
export type PermissionRole = (typeof PermissionRole)[keyof typeof PermissionRole];

/** Collection permissions: the lowest role needed for each item operation. Required when creating or updating a collection. */
export interface Permissions {
  insert: PermissionRole;
  update: PermissionRole;
  remove: PermissionRole;
  read: PermissionRole;
}

/** One accumulation; exactly one of `avg`, `min`, `max`, `sum`, `first`, `last`, `push` is set. */
export interface PipelineAccumulator {
  /** Field of the result holding the accumulated value. */
  resultFieldName?: string;
  avg?: ExpressionOperand;
  min?: ExpressionOperand;
  max?: ExpressionOperand;
  sum?: ExpressionOperand;
  first?: ExpressionOperand;
  last?: ExpressionOperand;
  push?: ExpressionOperand;
}

/** Group stage. */
export interface PipelineGroup {
  /** Grouping criteria; they form each result's `_id`. All items form one group when empty. */
  groupIds?: PipelineGroupId[];
  /** Accumulations computed per group. */
  accumulators?: PipelineAccumulator[];
}

/** One grouping criterion. */
export interface PipelineGroupId {
  /** Name of the criterion in the result's `_id`. */
  key?: string;
  expression?: Expression;
}

/** One pipeline stage; exactly one of its properties is set. */
export interface PipelineStage {
  group?: PipelineGroup;
  filter?: Filter;
  /** Sort stage. */
  sort?: {
    /** Sort entries, applied in order. */
    values?: Sorting[];
  };
  /** Projection stage, including, excluding or reshaping fields. */
  projection?: {
    /** Fields to include, exclude or reshape. */
    fields?: ProjectionField[];
  };
  /** Converts an object field to an array; each property becomes an element with the item's other fields. */
  objectToArray?: {
    /** Key of the object field (dot notation for nested fields). */
    objectFieldName?: string;
    /** Key of the new array field. */
    destinationFieldName?: string;
  };
  /** Unwinds an array field into one result per element. */
  unwindArray?: {
    /** Key of the array field (dot notation for nested arrays). */
    arrayFieldName?: string;
  };
  /** Number of results to skip. */
  skip?: number;
  /** Maximum number of results. */
  limit?: number;
}

/** A collection plugin; `type` says which, and the matching options property is set. */
export interface Plugin {
  type?: PluginType;
  publishOptions?: PublishPluginOptions;
  /** Options of the `SINGLE_ITEM` plugin. */
  singleItemOptions?: {
    /** ID of the single item; an inserted or updated item always gets this ID. */
    singleItemId?: string;
  };
  /** Options of the `URLIZED` plugin. */
  urlizedOptions?: {
    format?: UrlizedFormat;
  };
  /** Options of the `MULTILINGUAL` plugin. */
  multilingualOptions?: {
    /** Keys of the fields that can be translated. */
    translatableFieldKeys?: string[];
  };
  /** Options of the `EDITABLE_PAGE_LINK` plugin. */
  editablePageLinkOptions?: {
    /** Whether page link values are stored. */
    isPersisted?: boolean;
    /** Whether page link values can be updated. */
    isMutable?: boolean;
  };
  /** Options of the `CMS` plugin. */
  cmsOptions?: {
    /** CMS sort applied when the collection is displayed on a site. */
    siteSort?: {
      /** Fields and orders of the site sort. */
      sort?: Sort[];
    };
  };
}

/**
 * Type of a collection plugin.
 * - `PUBLISH`: items are draft or published, with an optional publishing time.
 * - `SINGLE_ITEM`: the collection holds one item at most (new collections only).
 * - `URLIZED`: generates item URLs for dynamic pages.
 * - `GRIDAPPLESS`: deprecated.
 * - `MULTILINGUAL`: selected fields can be translated.
 * - `SHARED`: the collection is shared with the site.
 * - `EDITABLE_PAGE_LINK`: page link fields are stored and can be updated.
 * - `CMS`: CMS-specific collection properties.
 */
export const PluginType = {
  PUBLISH: 'PUBLISH',
  SINGLE_ITEM: 'SINGLE_ITEM',
  URLIZED: 'URLIZED',
  GRIDAPPLESS: 'GRIDAPPLESS',
  MULTILINGUAL: 'MULTILINGUAL',
  SHARED: 'SHARED',
  EDITABLE_PAGE_LINK: 'EDITABLE_PAGE_LINK',
  CMS: 'CMS',
} as const;

/**
 * Type of a collection plugin.
 * - `PUBLISH`: items are draft or published, with an optional publishing time.
 * - `SINGLE_ITEM`: the collection holds one item at most (new collections only).
 * - `URLIZED`: generates item URLs for dynamic pages.
 * - `GRIDAPPLESS`: deprecated.
 * - `MULTILINGUAL`: selected fields can be translated.
 * - `SHARED`: the collection is shared with the site.
 * - `EDITABLE_PAGE_LINK`: page link fields are stored and can be updated.
 * - `CMS`: CMS-specific collection properties.
 */
export type PluginType = (typeof PluginType)[keyof typeof PluginType];

/** One projection field; exactly one of its properties is set. (Recursive through `projectNested`.) */
export interface ProjectionField {
  /** Include only this field (others are excluded). */
  include?: {
    /** Field key (dot notation for nested fields). */
    fieldName?: string;
  };
  /** Exclude this field (others are included). */
  exclude?: {
    /** Field key (dot notation for nested fields). */
    fieldName?: string;
  };
  /** Create a field from an expression. */
  reshape?: {
    /** Key of the new field. */
    resultFieldName?: string;
    expression?: Expression;
  };
  /** Create nested fields. */
  projectNested?: {
    /** Key of the parent field. */
    resultFieldName?: string;
    /** Nested fields to include, exclude or reshape. */
    fields?: ProjectionField[];
  };
}

/** Options of the `PUBLISH` plugin. */
export interface PublishPluginOptions {
  defaultStatus?: PublishStatus;
}

/**
 * Publish status of items (the SDK's publish plugin `Status`).
 * - `PUBLISHED`: visible to site visitors.
 * - `DRAFT`: not visible to site visitors.
 */
export const PublishStatus = {
  PUBLISHED: 'PUBLISHED',
  DRAFT: 'DRAFT',
} as const;

/**
 * Publish status of items (the SDK's publish plugin `Status`).
 * - `PUBLISHED`: visible to site visitors.
 * - `DRAFT`: not visible to site visitors.
 */
export type PublishStatus = (typeof PublishStatus)[keyof typeof PublishStatus];

export interface QueryDataItemsRequest {
  /** ID of the collection to query. */
  dataCollectionId: string;
  query?: QueryV2;
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Reference fields whose referenced items are included in the results. */
  includeReferences?: IncludedReference[];
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the results into. */
  language?: string;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Parameters specific to the queried Wix app collection, genuinely free-form (for the Stores Products collection: `includeHiddenProducts`, `includeVariants`). */
  appOptions?: Record<string, unknown>;
  publishPluginOptions?: DataPublishPluginOptions;
  sortMode?: SortMode;
  randomOptions?: RandomOptions;
  /** Conditional field groups to include (app collections). */
  includeFieldGroups?: string[];
}

export interface QueryDataItemsResponse {
  /** The matching items. */
  dataItems?: DataItem[];
  pagingMetadata?: PagingMetadataV2;
}

export interface QueryDistinctValuesRequest {
  /** ID of the collection to query. */
  dataCollectionId: string;
  /** Item field whose distinct values to return. */
  fieldName?: string;
  filter?: Filter;
  order?: SortOrder;
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the values into. */
  language?: string;
  environment?: Environment;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface QueryDistinctValuesResponse {
  /** The distinct values of the field, genuinely free-form (each value has the field's type; dates as `{ "$date" }` wrappers, converted to `Date`). */
  distinctValues?: unknown[];
  pagingMetadata?: PagingMetadataV2;
}

/** A query operator a field supports. */
export const QueryOperator = {
  EQ: 'EQ',
  LT: 'LT',
  GT: 'GT',
  NE: 'NE',
  LTE: 'LTE',
  GTE: 'GTE',
  STARTS_WITH: 'STARTS_WITH',
  ENDS_WITH: 'ENDS_WITH',
  CONTAINS: 'CONTAINS',
  HAS_SOME: 'HAS_SOME',
  HAS_ALL: 'HAS_ALL',
  EXISTS: 'EXISTS',
  URLIZED: 'URLIZED',
} as const;

/** A query operator a field supports. */
export type QueryOperator = (typeof QueryOperator)[keyof typeof QueryOperator];

export interface QueryReferencedDataItemsRequest {
  /** ID of the collection of the referring items. */
  dataCollectionId: string;
  /** IDs of the referring items. */
  referringItemIds?: string[];
  /** Multi-reference field of the referring items. */
  referringItemFieldName?: string;
  /**
   * ID of one referring item (deprecated; use `referringItemIds`).
   * @deprecated
   */
  referringItemId?: string;
  order?: SortOrder;
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Whether `pagingMetadata.total` is returned. Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the referenced items into. */
  language?: string;
  /** Fields to return for each referenced item; all when empty. `_id` is always returned. */
  fields?: string[];
  environment?: Environment;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface QueryReferencedDataItemsResponse {
  /** Referenced items, or the references that could not be resolved. */
  results?: ReferencedResult[];
  pagingMetadata?: PagingMetadataV2;
}

/** A query: filter, sort, field projection and either offset paging (`paging`) or cursor paging (`cursorPaging`). Later cursor pages carry `cursorPaging.cursor` only. */
export interface QueryV2 {
  filter?: Filter;
  /** Sort entries, applied in order: `[{"fieldName": "sortField1", "order": "ASC"}]`. */
  sort?: Sorting[];
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Item fields to return; all when empty. `_id` is always returned. */
  fields?: string[];
}

/** Options of random sorting. */
export interface RandomOptions {
  /** Seed of the pseudo-random order; the same seed gives the same order. */
  seed?: number;
}

/** A referenced item, or the reference that could not be resolved; one of the two is set. */
export interface ReferencedResult {
  dataItem?: DataItem;
  /** A reference that does not resolve (missing item, or item in draft state). */
  unresolvedReference?: {
    /** ID of the referring item. */
    referringItemId?: string;
    /** Field queried for references. */
    referringItemFieldName?: string;
  };
}

/** Metadata of a `REFERENCE` field. */
export interface ReferenceMetadata {
  /** ID of the referenced collection. */
  referencedCollectionId?: string;
}

export interface RemoveDataItemRequest {
  /** ID of the collection that contains the item. */
  dataCollectionId: string;
  /** ID of the item to remove. */
  dataItemId: string;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface RemoveDataItemResponse {
  dataItem?: DataItem;
}

export interface ReplaceDataItemReferencesRequest {
  /** ID of the collection of the referring item. */
  dataCollectionId: string;
  /** Multi-reference field of the referring item. */
  referringItemFieldName: string;
  /** ID of the referring item. */
  referringItemId: string;
  /** IDs of the items the field references afterwards (empty to remove every reference). */
  newReferencedItemIds?: string[];
  environment?: Environment;
}

export interface ReplaceDataItemReferencesResponse {
  /** The references the field now holds. */
  dataItemReferences?: DataItemReference[];
}

/** A restoration of collections from a backup (typed here for completeness). */
export interface Restoration {
  /** Restoration ID (GUID). */
  id?: string;
  backup?: Backup;
  status?: RestorationStatus;
  /** When the restoration was requested. */
  requestedDate?: Date;
  /** When the restoration started. */
  startedDate?: Date;
  /** When the restoration finished. */
  finishedDate?: Date;
  /** The restored collections. */
  restorationCollections?: RestorationCollection[];
}

/** A collection to restore, and where to. */
export interface RestorationCollection {
  /** ID of the collection in the backup. */
  dataCollectionId?: string;
  /** Where to restore the collection; taken from the backup when not given. */
  restoreDestination?: {
    /** Destination collection ID. */
    dataCollectionId?: string;
    /** Destination display name; from the backup when empty. */
    displayName?: string;
  };
}

/**
 * State of a restoration.
 * - `PENDING`: in progress.
 * - `COMPLETED`: succeeded.
 * - `FAILED`: failed.
 */
export const RestorationStatus = {
  PENDING: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
} as const;

/**
 * State of a restoration.
 * - `PENDING`: in progress.
 * - `COMPLETED`: succeeded.
 * - `FAILED`: failed.
 */
export type RestorationStatus = (typeof RestorationStatus)[keyof typeof RestorationStatus];

export interface RestoreDataCollectionResponse {
  dataCollection?: DataCollection;
}

/**
 * What Save Data Item did (the SDK's `Action`).
 * - `INSERTED`: a new item was added.
 * - `UPDATED`: an existing item was replaced.
 * - `UNKNOWN_ACTION`: placeholder.
 */
export const SaveAction = {
  UNKNOWN_ACTION: 'UNKNOWN_ACTION',
  INSERTED: 'INSERTED',
  UPDATED: 'UPDATED',
} as const;

/**
 * What Save Data Item did (the SDK's `Action`).
 * - `INSERTED`: a new item was added.
 * - `UPDATED`: an existing item was replaced.
 * - `UNKNOWN_ACTION`: placeholder.
 */
export type SaveAction = (typeof SaveAction)[keyof typeof SaveAction];

export interface SaveDataItemRequest {
  /** ID of the collection to save the item in. */
  dataCollectionId: string;
  dataItem: DataItem;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the item to other items are saved. */
  saveReferences?: boolean;
  /** Whether referenced items are included in the answer. */
  includeReferencedItems?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface SaveDataItemResponse {
  action?: SaveAction;
  dataItem?: DataItem;
}

/** A search: free text plus filter, sort (at most 10), fields (at most 20) and offset or cursor paging. */
export interface Search {
  search?: SearchDetails;
  filter?: Filter;
  /** Sort entries, applied in order. */
  sort?: Sorting[];
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Item fields to return; all when empty. */
  fields?: string[];
}

export interface SearchDataItemsRequest {
  /** ID of the collection to search. */
  dataCollectionId: string;
  search?: Search;
  /** Reference fields whose referenced items are included in the results. */
  includeReferences?: IncludedReference[];
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface SearchDataItemsResponse {
  /** The matching items. */
  dataItems?: DataItem[];
  pagingMetadata?: PagingMetadataV2;
}

/** Free text to match in the searchable fields. */
export interface SearchDetails {
  mode?: SearchMode;
  /** Search term or expression. */
  expression?: string;
  /** Whether to allow typos (automatic fuzzy matching). */
  fuzzy?: boolean;
}

/**
 * How the terms of the expression combine.
 * - `OR`: any term must be present.
 * - `AND`: all terms must be present.
 */
export const SearchMode = {
  OR: 'OR',
  AND: 'AND',
} as const;

/**
 * How the terms of the expression combine.
 * - `OR`: any term must be present.
 * - `AND`: all terms must be present.
 */
export type SearchMode = (typeof SearchMode)[keyof typeof SearchMode];

/** Default item order when a query gives none (read-only). */
export interface Sort {
  /** Field to sort by. */
  fieldKey?: string;
  direction?: Direction;
}

/** One sort entry. */
export interface Sorting {
  /** Name of the field to sort by, e.g. `publishedDate`. */
  fieldName?: string;
  order?: SortOrder;
}

/**
 * How the results are sorted.
 * - `WIX_QUERY`: by `query.sort`.
 * - `RANDOM`: randomly, ignoring `query.sort` (see `randomOptions`).
 * - `UNKNOWN_SORT_MODE`: placeholder, same as `WIX_QUERY`.
 */
export const SortMode = {
  UNKNOWN_SORT_MODE: 'UNKNOWN_SORT_MODE',
  WIX_QUERY: 'WIX_QUERY',
  RANDOM: 'RANDOM',
} as const;

/**
 * How the results are sorted.
 * - `WIX_QUERY`: by `query.sort`.
 * - `RANDOM`: randomly, ignoring `query.sort` (see `randomOptions`).
 * - `UNKNOWN_SORT_MODE`: placeholder, same as `WIX_QUERY`.
 */
export type SortMode = (typeof SortMode)[keyof typeof SortMode];

/** Sort order. */
export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Sort order. */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** Length range permitted for a text field (`TEXT`, `RICH_TEXT`...). No validation when not set. */
export interface StringLengthRange {
  /** Minimum permitted length. */
  minLength?: number;
  /** Maximum permitted length. */
  maxLength?: number;
}

/** Substring of a string expression. */
export interface SubstringOperation {
  expression?: Expression;
  startExpression?: Expression;
  lengthExpression?: Expression;
}

export interface TruncateDataItemsRequest {
  /** ID of the collection to empty. */
  dataCollectionId: string;
  environment?: Environment;
}

/** Empty answer. */
export type TruncateDataItemsResponse = Record<string, unknown>;

/** Metadata of complex field types; one of its properties is set, for references, multi-references, objects, arrays and page links. (Recursive through objects and arrays, so it declares no conversions.) */
export interface TypeMetadata {
  reference?: ReferenceMetadata;
  multiReference?: MultiReferenceMetadata;
  object?: ObjectMetadata;
  array?: ArrayMetadata;
  pageLink?: PageLinkMetadata;
}

export interface UpdateDataCollectionFieldRequest {
  /** ID of the collection to update. */
  dataCollectionId: string;
  field: Field;
}

export interface UpdateDataCollectionFieldResponse {
  dataCollection?: DataCollection;
}

export interface UpdateDataCollectionRequest {
  collection: DataCollection;
}

export interface UpdateDataCollectionResponse {
  collection?: DataCollection;
}

export interface UpdateDataItemRequest {
  /** ID of the collection that contains the item. */
  dataCollectionId: string;
  dataItem: DataItem;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the item to other items are saved. */
  saveReferences?: boolean;
  /** Whether referenced items are included in the answer. */
  includeReferencedItems?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

export interface UpdateDataItemResponse {
  dataItem?: DataItem;
}

/**
 * How item URLs are encoded.
 * - `ORIGINAL`: letters lowercased and spaces replaced with dashes first.
 * - `PLAIN`: no changes before encoding.
 */
export const UrlizedFormat = {
  ORIGINAL: 'ORIGINAL',
  PLAIN: 'PLAIN',
} as const;

/**
 * How item URLs are encoded.
 * - `ORIGINAL`: letters lowercased and spaces replaced with dashes first.
 * - `PLAIN`: no changes before encoding.
 */
export type UrlizedFormat = (typeof UrlizedFormat)[keyof typeof UrlizedFormat];
