// Generated from spec/data.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { DataItemCreatedEvent, DataItemDeletedEvent, DataItemUpdatedEvent } from './schema-types.js';
import { dataItemCreatedEventPlan, dataItemDeletedEventPlan, dataItemUpdatedEventPlan } from './conversion-plans.js';
import { dataService } from './service-info.js';

/**
 * Triggered when an item is inserted into a collection. Dates in `entity.data` are converted to `Date`.
 *
 * Event type `wix.data.v2.data_item_created`.
 */
export const onDataItemCreated = /* @__PURE__ */ defineEvent<DataItemCreatedEvent>(dataService, {
  module: 'items',
  name: 'onDataItemCreated',
  type: 'wix.data.v2.data_item_created',
  plan: dataItemCreatedEventPlan,
});

/**
 * Triggered when an item is removed from a collection. `entity` carries the item's ID and collection only.
 *
 * Event type `wix.data.v2.data_item_deleted`.
 */
export const onDataItemDeleted = /* @__PURE__ */ defineEvent<DataItemDeletedEvent>(dataService, {
  module: 'items',
  name: 'onDataItemDeleted',
  type: 'wix.data.v2.data_item_deleted',
  plan: dataItemDeletedEventPlan,
});

/**
 * Triggered when an item is updated (update, save of an existing item, patch). `entity` is the item after the update.
 *
 * Event type `wix.data.v2.data_item_updated`.
 */
export const onDataItemUpdated = /* @__PURE__ */ defineEvent<DataItemUpdatedEvent>(dataService, {
  module: 'items',
  name: 'onDataItemUpdated',
  type: 'wix.data.v2.data_item_updated',
  plan: dataItemUpdatedEventPlan,
});
