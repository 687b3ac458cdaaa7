// Generated from spec/data.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  createDataCollection: [
    {
      name: 'books',
      summary: 'A Books collection with text, number, date-time, reference and tag fields',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          collection: {
            id: 'Books',
            displayName: 'Books',
            displayField: 'title',
            fields: [
              {
                key: 'title',
                displayName: 'Title',
                type: 'TEXT',
                required: true,
                stringLengthRange: { minLength: 1, maxLength: 200 },
              },
              {
                key: 'price',
                displayName: 'Price',
                type: 'NUMBER',
                numberRange: { min: 0, max: 1000 },
              },
              { key: 'publishedDate', displayName: 'Published', type: 'DATETIME' },
              {
                key: 'author',
                displayName: 'Author',
                type: 'REFERENCE',
                typeMetadata: { reference: { referencedCollectionId: 'Authors' } },
              },
              {
                key: 'tags',
                displayName: 'Tags',
                type: 'ARRAY_STRING',
                arraySizeRange: { maxSize: 10 },
              },
            ],
            permissions: { insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN', read: 'ANYONE' },
            plugins: [{ type: 'PUBLISH', publishOptions: { defaultStatus: 'PUBLISHED' } }],
          },
        },
      },
    },
  ],
  createDataCollectionField: [
    {
      name: 'isbn',
      summary: 'Add a required ISBN text field',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          field: {
            key: 'isbn',
            displayName: 'ISBN',
            type: 'TEXT',
            required: true,
            description: 'ISBN-13 of the edition.',
            stringLengthRange: { minLength: 13, maxLength: 17 },
          },
        },
      },
    },
  ],
  deleteDataCollection: [
    {
      name: 'drafts',
      request: { path: { dataCollectionId: 'OldDrafts' }, query: {}, header: {} },
    },
  ],
  deleteDataCollectionField: [
    {
      name: 'tags',
      summary: 'Delete the tags field',
      request: {
        path: {},
        query: {},
        header: {},
        body: { dataCollectionId: 'Books', fieldKey: 'tags' },
      },
    },
  ],
  getDataCollection: [
    {
      name: 'books',
      request: {
        path: { dataCollectionId: 'Books' },
        query: {
          consistentRead: true,
          includeAllowedDataPermissions: true,
          fields: [
            'id',
            'displayName',
            'displayField',
            'fields',
            'permissions',
            'dataPermissions',
            'allowedDataPermissions',
            'revision',
            'updatedDate',
          ],
        },
        header: {},
      },
    },
  ],
  listDataCollections: [
    {
      name: 'firstPage',
      request: {
        path: {},
        query: {
          sort: { fieldName: 'displayName', order: 'ASC' },
          paging: { limit: 2, offset: 0 },
          consistentRead: false,
          includeAllowedDataPermissions: true,
          fields: ['id', 'displayName', 'collectionType', 'fields', 'allowedDataPermissions'],
        },
        header: {},
      },
    },
  ],
  restoreDataCollection: [
    {
      name: 'drafts',
      request: { path: { dataCollectionId: 'OldDrafts' }, query: {}, header: {} },
    },
  ],
  updateDataCollection: [
    {
      name: 'rename',
      summary: 'Rename the Books collection and open inserts to site members',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          collection: {
            id: 'Books',
            revision: '1',
            displayName: 'Library books',
            displayField: 'title',
            fields: [
              { key: 'title', displayName: 'Title', type: 'TEXT', required: true },
              {
                key: 'price',
                displayName: 'Price',
                type: 'NUMBER',
                numberRange: { min: 0, max: 500 },
              },
            ],
            permissions: {
              insert: 'SITE_MEMBER',
              update: 'SITE_MEMBER_AUTHOR',
              remove: 'ADMIN',
              read: 'ANYONE',
            },
          },
        },
      },
    },
  ],
  updateDataCollectionField: [
    {
      name: 'price',
      summary: 'Narrow the price range',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          field: {
            key: 'price',
            displayName: 'Price (USD)',
            type: 'NUMBER',
            numberRange: { min: 0, max: 250 },
          },
        },
      },
    },
  ],
  aggregateDataItems: [
    {
      name: 'byAuthor',
      summary: 'Number of books, average and highest price per author, for authors with 2 books or more',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          initialFilter: { publishedDate: { $gte: { $date: '1960-01-01T00:00:00.000Z' } } },
          aggregation: {
            groupingFields: ['author'],
            operations: [
              { resultFieldName: 'books', itemCount: {} },
              { resultFieldName: 'averagePrice', average: { itemFieldName: 'price' } },
              { resultFieldName: 'highestPrice', max: { itemFieldName: 'price' } },
            ],
          },
          finalFilter: { books: { $gte: 2 } },
          sort: [{ fieldName: 'books', order: 'DESC' }],
          paging: { limit: 10, offset: 0 },
          returnTotalCount: true,
          consistentRead: false,
          language: 'en',
          environment: 'LIVE',
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  aggregatePipelineDataItems: [
    {
      name: 'decades',
      summary: 'Books per decade with their latest publication date, and an uppercase label per book',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          pipeline: {
            stages: [
              { filter: { publishedDate: { $gte: { $date: '1960-01-01T00:00:00.000Z' } } } },
              {
                projection: {
                  fields: [
                    { include: { fieldName: 'publishedDate' } },
                    {
                      reshape: {
                        resultFieldName: 'decade',
                        expression: {
                          multiply: {
                            expressions: [
                              {
                                floor: {
                                  expression: {
                                    divide: {
                                      firstExpression: { fieldPath: 'publishedYear' },
                                      secondExpression: { numeric: 10 },
                                    },
                                  },
                                },
                              },
                              { numeric: 10 },
                            ],
                          },
                        },
                      },
                    },
                    {
                      reshape: {
                        resultFieldName: 'label',
                        expression: {
                          toUpper: {
                            expression: {
                              concat: {
                                expressions: [
                                  { text: 'published ' },
                                  { stringify: { expression: { fieldPath: 'publishedYear' } } },
                                ],
                              },
                            },
                          },
                        },
                      },
                    },
                  ],
                },
              },
              {
                group: {
                  groupIds: [{ key: 'decade', expression: { fieldPath: 'decade' } }],
                  accumulators: [
                    { resultFieldName: 'books', sum: { expression: { numeric: 1 } } },
                    {
                      resultFieldName: 'latest',
                      max: { expression: { fieldPath: 'publishedDate' } },
                    },
                  ],
                },
              },
              { sort: { values: [{ fieldName: 'books', order: 'DESC' }] } },
              { limit: 5 },
            ],
            paging: { limit: 5, offset: 0 },
          },
          returnTotalCount: true,
          consistentRead: false,
          language: 'en',
          environment: 'LIVE',
          appOptions: {},
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  bulkInsertDataItemReferences: [
    {
      name: 'genres',
      summary: 'Put a book in two genres',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItemReferences: [
            {
              referringItemFieldName: 'genres',
              referringItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              referencedItemId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
            },
            {
              referringItemFieldName: 'genres',
              referringItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              referencedItemId: 'f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c',
            },
          ],
          returnEntity: true,
          environment: 'LIVE',
        },
      },
    },
  ],
  bulkInsertDataItems: [
    {
      name: 'threeBooks',
      summary: 'Insert three books, one of which already exists',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItems: [
            {
              id: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              data: {
                title: 'The Left Hand of Darkness',
                publishedDate: { $date: '1969-03-01T00:00:00.000Z' },
              },
            },
            {
              id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
              data: {
                title: 'The Dispossessed',
                publishedDate: { $date: '1974-05-01T00:00:00.000Z' },
              },
            },
            {
              data: {
                title: 'The Lathe of Heaven',
                publishedDate: { $date: '1971-10-01T00:00:00.000Z' },
              },
            },
          ],
          environment: 'LIVE',
          returnEntity: true,
          suppressHooks: false,
          saveReferences: false,
        },
      },
    },
  ],
  bulkPatchDataItems: [
    {
      name: 'sale',
      summary: 'Tag two books and take a sale tag off',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          patches: [
            {
              dataItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              fieldModifications: [
                {
                  fieldPath: 'tags',
                  action: 'REMOVE_FROM_ARRAY',
                  removeFromArrayOptions: { value: 'sale' },
                },
              ],
            },
            {
              dataItemId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
              fieldModifications: [
                {
                  fieldPath: 'tags',
                  action: 'APPEND_TO_ARRAY',
                  appendToArrayOptions: { value: 'award winner' },
                },
              ],
            },
          ],
          environment: 'LIVE',
          returnEntity: true,
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  bulkRemoveDataItemReferences: [
    {
      name: 'fantasy',
      summary: 'Take a book out of the fantasy genre',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItemReferences: [
            {
              referringItemFieldName: 'genres',
              referringItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              referencedItemId: 'f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c',
            },
          ],
          environment: 'LIVE',
        },
      },
    },
  ],
  bulkRemoveDataItems: [
    {
      name: 'twoBooks',
      summary: 'Remove two books',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItemIds: ['5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f'],
          environment: 'LIVE',
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: true },
        },
      },
    },
  ],
  bulkSaveDataItems: [
    {
      name: 'mixed',
      summary: 'Save an existing and a new book',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItems: [
            {
              id: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              data: {
                _id: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
                title: 'The Left Hand of Darkness',
                price: 13.99,
              },
            },
            {
              id: 'd5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f80',
              data: {
                title: 'The Word for World Is Forest',
                publishedDate: { $date: '1972-03-01T00:00:00.000Z' },
              },
            },
          ],
          environment: 'LIVE',
          returnEntity: false,
          suppressHooks: false,
          saveReferences: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  bulkUpdateDataItems: [
    {
      name: 'twoBooks',
      summary: 'Replace two books, one of which does not exist',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItems: [
            {
              id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
              data: {
                _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
                title: 'The Dispossessed',
                price: 15,
              },
            },
            {
              id: '00000000-0000-4000-8000-000000000000',
              data: { _id: '00000000-0000-4000-8000-000000000000', title: 'Missing book' },
            },
          ],
          environment: 'LIVE',
          returnEntity: false,
          suppressHooks: false,
          saveReferences: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  countDataItems: [
    {
      name: 'seventies',
      summary: 'Books published in the 1970s',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          filter: {
            publishedDate: {
              $gte: { $date: '1970-01-01T00:00:00.000Z' },
              $lt: { $date: '1980-01-01T00:00:00.000Z' },
            },
          },
          consistentRead: false,
          language: 'en',
          environment: 'LIVE',
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  getDataItem: [
    {
      name: 'book',
      request: {
        path: { dataItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18' },
        query: {
          dataCollectionId: 'Books',
          consistentRead: true,
          language: 'en',
          fields: ['title', 'price', 'publishedDate', 'author', 'tags'],
          environment: 'LIVE',
          publishPluginOptions: { includeDraftItems: false },
        },
        header: {},
      },
    },
  ],
  insertDataItem: [
    {
      name: 'book',
      summary: 'Insert a book with a date-time field',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItem: {
            id: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
            data: {
              title: 'The Left Hand of Darkness',
              price: 14.99,
              publishedDate: { $date: '1969-03-01T00:00:00.000Z' },
              author: '7c1d9e20-4a5b-4c3d-8e2f-1a0b9c8d7e6f',
              tags: ['science fiction', 'classic'],
            },
          },
          environment: 'LIVE',
          suppressHooks: false,
          saveReferences: true,
          includeReferencedItems: false,
        },
      },
    },
  ],
  isReferencedDataItem: [
    {
      name: 'genre',
      summary: 'Is the book in the science fiction genre?',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          referringItemFieldName: 'genres',
          referringItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
          referencedItemId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
          consistentRead: false,
          environment: 'LIVE',
        },
      },
    },
  ],
  patchDataItem: [
    {
      name: 'restock',
      summary: 'Set a date, increment a counter and append a tag',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          patch: {
            dataItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
            fieldModifications: [
              {
                fieldPath: 'lastRestocked',
                action: 'SET_FIELD',
                setFieldOptions: { value: { $date: '2024-05-06T09:30:00.000Z' } },
              },
              {
                fieldPath: 'copies',
                action: 'INCREMENT_FIELD',
                incrementFieldOptions: { value: 5 },
              },
              {
                fieldPath: 'tags',
                action: 'APPEND_TO_ARRAY',
                appendToArrayOptions: { value: 'restocked' },
              },
              { fieldPath: 'promo', action: 'REMOVE_FIELD' },
            ],
          },
          environment: 'LIVE',
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  queryDataItems: [
    {
      name: 'cursor',
      summary: 'Next page of a cursor-paged query',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          query: {
            cursorPaging: {
              limit: 2,
              cursor: 'eyJmaWx0ZXIiOnsidGFncyI6eyIkaGFzU29tZSI6WyJzY2llbmNlIGZpY3Rpb24iXX19LCJvZmZzZXQiOjJ9',
            },
          },
          consistentRead: false,
          sortMode: 'RANDOM',
          randomOptions: { seed: 42 },
          appOptions: { includeVariants: false },
          includeFieldGroups: [],
        },
      },
    },
    {
      name: 'offset',
      summary: 'Science fiction books from the 1970s, newest first, first page of 2 with the total',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          query: {
            filter: {
              tags: { $hasSome: ['science fiction'] },
              publishedDate: { $gte: { $date: '1970-01-01T00:00:00.000Z' } },
            },
            sort: [{ fieldName: 'publishedDate', order: 'DESC' }],
            paging: { limit: 2, offset: 0 },
            fields: ['title', 'publishedDate', 'author'],
          },
          returnTotalCount: true,
          includeReferences: [{ field: 'author', limit: 1 }],
          consistentRead: false,
          language: 'en',
          environment: 'LIVE',
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: false },
          sortMode: 'WIX_QUERY',
          includeFieldGroups: [],
        },
      },
    },
  ],
  queryDistinctValues: [
    {
      name: 'authors',
      summary: 'Distinct authors of books under 20',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          fieldName: 'author',
          filter: { price: { $lt: 20 } },
          order: 'ASC',
          paging: { limit: 50, offset: 0 },
          returnTotalCount: true,
          consistentRead: false,
          language: 'en',
          environment: 'LIVE',
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  queryReferencedDataItems: [
    {
      name: 'genres',
      summary: 'The genres of a book, newest reference first',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          referringItemIds: ['3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18'],
          referringItemFieldName: 'genres',
          order: 'DESC',
          paging: { limit: 50, offset: 0 },
          returnTotalCount: true,
          consistentRead: false,
          language: 'en',
          fields: ['name'],
          environment: 'LIVE',
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  removeDataItem: [
    {
      name: 'book',
      summary: 'Remove a book',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItemId: '9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e',
          environment: 'LIVE',
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: true },
        },
      },
    },
  ],
  replaceDataItemReferences: [
    {
      name: 'genres',
      summary: 'The book is in exactly one genre',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          referringItemFieldName: 'genres',
          referringItemId: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
          newReferencedItemIds: ['e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b'],
          environment: 'LIVE',
        },
      },
    },
  ],
  saveDataItem: [
    {
      name: 'newBook',
      summary: 'Save a book that does not exist yet',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItem: {
            id: '9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e',
            data: {
              title: 'A Wizard of Earthsea',
              price: 12.5,
              publishedDate: { $date: '1968-11-01T00:00:00.000Z' },
            },
          },
          environment: 'LIVE',
          suppressHooks: false,
          saveReferences: false,
          includeReferencedItems: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  searchDataItems: [
    {
      name: 'darkness',
      summary: 'Books matching "left darkness", fuzzy, priced under 20',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          search: {
            search: { mode: 'AND', expression: 'left darkness', fuzzy: true },
            filter: { price: { $lt: 20 } },
            sort: [{ fieldName: 'title', order: 'ASC' }],
            paging: { limit: 10, offset: 0 },
            fields: ['title', 'price'],
          },
          includeReferences: [{ field: 'author', limit: 1 }],
          environment: 'LIVE',
          suppressHooks: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
  truncateDataItems: [
    {
      name: 'sandbox',
      summary: 'Empty the sandbox copy of a collection',
      request: {
        path: {},
        query: {},
        header: {},
        body: { dataCollectionId: 'Books', environment: 'SANDBOX' },
      },
    },
  ],
  updateDataItem: [
    {
      name: 'reprice',
      summary: 'Replace a book\'s data with a new price',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          dataCollectionId: 'Books',
          dataItem: {
            id: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
            data: {
              _id: '3f1e7a52-2b6c-4d8e-9a31-0c5b7d2e4f18',
              title: 'The Left Hand of Darkness',
              price: 11.99,
              publishedDate: { $date: '1969-03-01T00:00:00.000Z' },
              author: '7c1d9e20-4a5b-4c3d-8e2f-1a0b9c8d7e6f',
              tags: ['science fiction', 'classic', 'sale'],
            },
          },
          environment: 'LIVE',
          suppressHooks: false,
          saveReferences: false,
          includeReferencedItems: false,
          publishPluginOptions: { includeDraftItems: false },
        },
      },
    },
  ],
};
